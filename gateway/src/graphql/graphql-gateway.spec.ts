import assert from 'node:assert/strict';
import http from 'node:http';
import https from 'node:https';
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

describe('what the gateway reaches outside the shop', () => {
  it("sends Apollo no usage report, and looks up no cloud's metadata, from start to stop", async () => {
    const reached: string[] = [];
    const note = (target: unknown) => {
      const options = target as { hostname?: string; host?: string; href?: string } | string;
      reached.push(typeof options === 'string' ? options : (options.href ?? options.hostname ?? options.host ?? 'a request'));
    };
    const saved = { http: http.request, https: https.request, fetch: globalThis.fetch };
    http.request = ((target: unknown, ...rest: unknown[]) => (
      note(target),
      (saved.http as (...a: unknown[]) => unknown)(target, ...rest)
    )) as typeof http.request;
    https.request = ((target: unknown, ...rest: unknown[]) => (
      note(target),
      (saved.https as (...a: unknown[]) => unknown)(target, ...rest)
    )) as typeof https.request;
    globalThis.fetch = ((target: unknown, ...rest: unknown[]) => (
      note(target),
      (saved.fetch as (...a: unknown[]) => unknown)(target, ...rest)
    )) as typeof fetch;
    try {
      const gateway = new GraphqlGateway({} as TokenVerifier, createLogger('gateway-test'));
      await gateway.server.start();
      await gateway.onApplicationShutdown();
      // What an exporter or a detector would have sent goes out on the next turns.
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      Object.assign(http, { request: saved.http });
      Object.assign(https, { request: saved.https });
      globalThis.fetch = saved.fetch;
    }
    assert.deepEqual(reached, []);
  });
});
