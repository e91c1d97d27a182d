import assert from 'node:assert/strict';
import http from 'node:http';
import { once } from 'node:events';
import type { AddressInfo, Socket } from 'node:net';
import { after, before, describe, it } from 'node:test';
import express from 'express';
import { proxyTo } from './proxy';

/** A stand-in service behind the proxy: answers every request and notes when each connection closed. */
const connections: { socket: Socket; lastAnswerAt: number; closedAfterMs?: number }[] = [];
const service = http.createServer((req, res) => {
  const c = connections.find((x) => x.socket === req.socket);
  if (c) c.lastAnswerAt = Date.now();
  res.writeHead(200, { 'content-type': 'image/webp' }).end(Buffer.from('RIFF'));
});
service.keepAliveTimeout = 2500; // announced as `Keep-Alive: timeout=2`
service.on('connection', (socket: Socket) => {
  const c: (typeof connections)[number] = { socket, lastAnswerAt: Date.now() };
  connections.push(c);
  socket.on('close', () => (c.closedAfterMs = Date.now() - c.lastAnswerAt));
});
let serviceUrl = '';
let gateway: http.Server;
let gatewayUrl = '';
/** The gateway's correlation middleware gives every request its id before any route. */
const get = (path: string) => fetch(`${gatewayUrl}${path}`, { headers: { 'x-correlation-id': 'c-1' } });

describe('proxyTo: streamed routes to a service (images, sign-in, webhooks)', () => {
  before(async () => {
    process.env.INTERNAL_SECRET ??= 'a-test-secret-of-enough-length-for-hmac';
    service.listen(0, '127.0.0.1');
    await once(service, 'listening');
    serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
    const app = express();
    app.use('/images', proxyTo({ target: () => serviceUrl, prefix: '/images', keepPath: true }));
    gateway = app.listen(0, '127.0.0.1');
    await once(gateway, 'listening');
    gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
  });
  after(async () => {
    gateway.closeAllConnections();
    service.closeAllConnections();
    await Promise.all([new Promise((r) => gateway.close(r)), new Promise((r) => service.close(r))]);
  });

  it('closes an idle connection to the service before the service would (its Keep-Alive timeout less a second), so no request is sent on one it is closing', async () => {
    const answer = await get('/images/a.webp');
    assert.equal(answer.status, 200);
    assert.equal(Buffer.from(await answer.arrayBuffer()).toString(), 'RIFF');
    assert.equal(connections.length, 1);
    const [mine] = connections;
    // Closed by the proxy's pool after about a second of rest, where the service waits 2.5 s.
    if (mine.closedAfterMs === undefined) await once(mine.socket, 'close', { signal: AbortSignal.timeout(3000) }).catch(() => undefined);
    assert.ok(mine.closedAfterMs !== undefined && mine.closedAfterMs < 2000, `closed after ${mine.closedAfterMs} ms`);
    // And the next request gets a connection of its own.
    assert.equal((await get('/images/b.webp')).status, 200);
    assert.equal(connections.length, 2);
  });
});
