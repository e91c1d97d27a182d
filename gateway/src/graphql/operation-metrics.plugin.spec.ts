import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { operationLabeler } from './operation-metrics.plugin';

describe('operationLabeler', () => {
  it('labels an operation by its name, and one without a name as anonymous', () => {
    const label = operationLabeler();
    assert.equal(label('ProductList'), 'ProductList');
    assert.equal(label(undefined), 'anonymous');
    assert.equal(label(null), 'anonymous');
  });

  it('bounds the labels a client can create: odd names and names past the cap become other', () => {
    const label = operationLabeler(2);
    assert.equal(label('drop table; --'), 'other');
    assert.equal(label('A'), 'A');
    assert.equal(label('B'), 'B');
    assert.equal(label('C'), 'other');
    assert.equal(label('A'), 'A');
  });
});
