import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Request } from 'express';
import type { TokenVerifier } from '@shop/auth';
import { createLogger } from '@shop/config';
import { DomainError } from '@shop/platform';
import { GraphqlGateway, formatError } from './graphql-gateway';

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

describe('the context of a request', () => {
  /** A verifier that counts its revocation checks and refuses the token 'forged'. */
  const counting = () => {
    const calls: string[] = [];
    const verifier = {
      authenticate: async (token: string) => {
        calls.push(token);
        if (token === 'forged') throw new DomainError('INVALID_TOKEN', 'Phiên đăng nhập không hợp lệ', 401);
        return { id: 'u1', role: 'customer' };
      },
    } as unknown as TokenVerifier;
    return { calls, gateway: new GraphqlGateway(verifier, createLogger('gateway-test')) };
  };
  const request = (token: string, authChecked?: boolean) =>
    ({ headers: { authorization: `Bearer ${token}` }, ip: '203.0.113.9', ...(authChecked ? { authChecked } : {}) }) as unknown as Request;

  it('checks a token the guard has not checked (/graphql), and refuses a bad one', async () => {
    const { calls, gateway } = counting();
    const context = await gateway.contextFor(request('good'));
    assert.equal(context.authorization, 'Bearer good');
    await assert.rejects(gateway.contextFor(request('forged')), { status: 401 });
    assert.deepEqual(calls, ['good', 'forged']);
  });

  it("does not check again a REST request's token the global guard checked (one Redis lookup per order)", async () => {
    const { calls, gateway } = counting();
    const context = await gateway.contextFor(request('good', true));
    assert.equal(context.authorization, 'Bearer good');
    assert.deepEqual(calls, []);
  });
});
