import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sepayAuthorized } from './sepay-auth';

describe('SePay webhook authorization', () => {
  it('accepts exactly "Apikey <configured key>"', () => {
    assert.equal(sepayAuthorized('Apikey s3cret-key', 's3cret-key'), true);
    assert.equal(sepayAuthorized('apikey   s3cret-key ', 's3cret-key'), true);
  });

  it('refuses a wrong, missing or differently shaped key', () => {
    assert.equal(sepayAuthorized('Apikey s3cret-kez', 's3cret-key'), false);
    assert.equal(sepayAuthorized('Apikey s3cret-key-longer', 's3cret-key'), false);
    assert.equal(sepayAuthorized('Bearer s3cret-key', 's3cret-key'), false);
    assert.equal(sepayAuthorized(undefined, 's3cret-key'), false);
    assert.equal(sepayAuthorized(['Apikey s3cret-key'], 's3cret-key'), false);
  });

  it('refuses everything while no key is configured', () => {
    assert.equal(sepayAuthorized('Apikey ', ''), false);
    assert.equal(sepayAuthorized('Apikey anything', ''), false);
  });
});
