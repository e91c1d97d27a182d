import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { toDomainError, toRest } from './gateway-executor';

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

describe('REST status of a subgraph error', () => {
  it("lets a service's own 503 through with its code and message (orders when the catalog is away)", () => {
    const err = toDomainError({ message: 'Hệ thống kho hàng đang tạm thời không phản hồi', extensions: { code: 'CATALOG_UNAVAILABLE', status: 503 } });
    assert.equal(err.status, 503);
    assert.equal(err.code, 'CATALOG_UNAVAILABLE');
    assert.equal(err.message, 'Hệ thống kho hàng đang tạm thời không phản hồi');
  });

  it('keeps every other 5xx opaque', () => {
    const err = toDomainError({ message: 'relation "x" does not exist', extensions: { code: 'INTERNAL_SERVER_ERROR' } });
    assert.equal(err.status, 500);
    assert.equal(err.message, 'Đã có lỗi xảy ra, vui lòng thử lại sau');
    assert.equal(toDomainError({ message: 'boom', extensions: { code: 'INTERNAL', status: 503 } }).status, 500);
  });
});
