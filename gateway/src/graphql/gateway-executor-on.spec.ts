import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Request } from 'express';
import { clientIpOf } from '@shop/auth';
import { createLogger } from '@shop/config';
import { DomainError } from '@shop/platform';
import { GatewayExecutor } from './gateway-executor';
import type { GatewayContext, GraphqlGateway } from './graphql-gateway';

const varDir = mkdtempSync(path.join(tmpdir(), 'executor-on-'));
process.env.VAR_DIR = varDir; // the key that signs the client address
delete process.env.INTERNAL_SECRET;

/** A stand-in subgraph: answers what the test sets, remembers what it was sent. */
let answer: (res: http.ServerResponse) => void = () => undefined;
const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    received.push({ headers: req.headers, body });
    answer(res);
  });
});
const json = (status: number, value: unknown) => (res: http.ServerResponse) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));

const context: GatewayContext = { authorization: 'Bearer abc', correlationId: 'corr-1', clientIp: '203.0.113.9' };
const gateway = { contextFor: async () => context } as unknown as GraphqlGateway;
const executor = new GatewayExecutor(gateway, createLogger('gateway-test'));
const req = {} as Request;
const failure = (p: Promise<unknown>) =>
  p.then(
    () => assert.fail('expected a refusal'),
    (e: DomainError) => e,
  );

before(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  process.env.ORDERS_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(() => {
  server.close();
  rmSync(varDir, { recursive: true, force: true });
});

describe('an operation sent straight to the subgraph that resolves it (decision 0613)', () => {
  it('sends the operation with the headers the federated plan would, and answers its data', async () => {
    answer = json(200, { data: { placeOrder: { order: { id: 'o1' } } } });
    const data = await executor.executeOn('orders', req, 'mutation { placeOrder { order { id } } }', { input: { a: 1 } });
    assert.deepEqual(data, { placeOrder: { order: { id: 'o1' } } });
    const sent = received.at(-1)!;
    assert.deepEqual(JSON.parse(sent.body), { query: 'mutation { placeOrder { order { id } } }', variables: { input: { a: 1 } } });
    assert.equal(sent.headers.authorization, 'Bearer abc');
    assert.equal(sent.headers['x-correlation-id'], 'corr-1');
    assert.equal(clientIpOf({ headers: sent.headers, socket: { remoteAddress: '10.0.0.1' } }), '203.0.113.9', 'the signed client address');
  });

  it("answers the service's refusal with its status, code and Vietnamese message", async () => {
    answer = json(200, { data: null, errors: [{ message: 'Sản phẩm "Túi" chỉ còn 1', extensions: { code: 'INSUFFICIENT_STOCK', status: 409 } }] });
    const err = await failure(executor.executeOn('orders', req, '{ x }'));
    assert.deepEqual([err.status, err.code, err.message], [409, 'INSUFFICIENT_STOCK', 'Sản phẩm "Túi" chỉ còn 1']);
  });

  it('keeps an internal failure opaque', async () => {
    answer = json(200, { data: null, errors: [{ message: 'relation "orders" does not exist', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
    const err = await failure(executor.executeOn('orders', req, '{ x }'));
    assert.deepEqual([err.status, err.message], [500, 'Đã có lỗi xảy ra, vui lòng thử lại sau']);
  });

  it('answers 503 when the service answers nothing readable or is not there', async () => {
    answer = (res) => res.writeHead(502, { 'content-type': 'text/html' }).end('<html>Bad gateway</html>');
    assert.equal((await failure(executor.executeOn('orders', req, '{ x }'))).status, 503);
    answer = (res) => res.socket?.destroy();
    assert.equal((await failure(executor.executeOn('orders', req, '{ x }'))).status, 503);
    const port = (server.address() as AddressInfo).port;
    // A port nothing listens on any more.
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const freePort = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    process.env.ORDERS_URL = `http://127.0.0.1:${freePort}`;
    try {
      const err = await failure(executor.executeOn('orders', req, '{ x }'));
      assert.deepEqual([err.status, err.code], [503, 'SERVICE_UNAVAILABLE']);
    } finally {
      process.env.ORDERS_URL = `http://127.0.0.1:${port}`;
    }
  });

  it('refuses with 401 before calling the service when the token is not valid', async () => {
    const count = received.length;
    const refusing = new GatewayExecutor(
      {
        contextFor: async () => Promise.reject(new DomainError('UNAUTHENTICATED', 'Phiên đăng nhập không hợp lệ hoặc đã hết hạn', 401)),
      } as unknown as GraphqlGateway,
      createLogger('gateway-test'),
    );
    const err = await failure(refusing.executeOn('orders', req, '{ x }'));
    assert.equal(err.status, 401);
    assert.equal(received.length, count);
  });
});
