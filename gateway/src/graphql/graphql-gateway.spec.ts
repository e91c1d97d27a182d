import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatError } from './graphql-gateway';

describe('GraphQL errors as clients see them', () => {
  it('keeps a domain message and its code', () => {
    const e = formatError({ message: 'Không tìm thấy sản phẩm', extensions: { code: 'PRODUCT_NOT_FOUND', status: 404 } });
    assert.deepEqual(e, { message: 'Không tìm thấy sản phẩm', extensions: { code: 'PRODUCT_NOT_FOUND', status: 404 } });
  });

  it('cuts a message that quotes a huge value, so a small request cannot buy a huge answer', () => {
    const e = formatError({ message: `Variable "$input" got invalid value { brand: "${'Túi '.repeat(20_000)}" }`, extensions: { code: 'BAD_USER_INPUT' } });
    assert.ok(e.message.length <= 301, `${e.message.length} characters`);
  });

  it('hides anything unexpected behind the shop message', () => {
    const e = formatError({ message: 'connect ECONNREFUSED 127.0.0.1:5432', extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['x'] } });
    assert.deepEqual(e.extensions, { code: 'INTERNAL', status: 500 });
    assert.equal(e.message, 'Đã có lỗi xảy ra, vui lòng thử lại sau');
  });
});
