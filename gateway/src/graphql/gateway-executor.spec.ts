import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { toRest } from './gateway-executor';

describe('REST shape of GraphQL data', () => {
  it('renames id to _id at every depth and drops __typename', () => {
    const created = new Date(0);
    assert.deepEqual(toRest({ user: { id: '1', __typename: 'User', addresses: [{ id: 'a', city: 'Huế' }], createdAt: created } }), {
      user: { _id: '1', addresses: [{ _id: 'a', city: 'Huế' }], createdAt: created },
    });
  });

  it('leaves scalars and null alone', () => {
    assert.equal(toRest(null), null);
    assert.equal(toRest(5), 5);
  });
});
