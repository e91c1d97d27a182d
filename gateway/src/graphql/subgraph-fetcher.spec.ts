import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { subgraphFetcher } from './subgraph-fetcher';

/** A stand-in subgraph: answers what the test sets, counts its connections and when each closed. */
let answer: (req: http.IncomingMessage, body: string, res: http.ServerResponse) => void = () => undefined;
const connections: { socket: Socket; closedAfterMs?: number; lastAnswerAt: number }[] = [];
const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    const c = connections.find((x) => x.socket === req.socket);
    if (c) c.lastAnswerAt = Date.now();
    answer(req, body, res);
  });
});
server.on('connection', (socket: Socket) => {
  const c: (typeof connections)[number] = { socket, lastAnswerAt: Date.now() };
  connections.push(c);
  socket.on('close', () => (c.closedAfterMs = Date.now() - c.lastAnswerAt));
});
let url = '';

/** Resolves once each connection has closed; fails, naming them, when one is still open after `withinMs`. */
async function closed(list: typeof connections, withinMs: number): Promise<void> {
  const open = list.filter((c) => c.closedAfterMs === undefined);
  await Promise.all(open.map((c) => once(c.socket, 'close', { signal: AbortSignal.timeout(withinMs) }))).catch((err: unknown) => {
    throw new Error(`${open.filter((c) => c.closedAfterMs === undefined).length} connection(s) still open after ${withinMs} ms: ${String(err)}`);
  });
}

before(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});
after(() => {
  server.closeAllConnections();
  server.close();
});

const post = (body: unknown, timeoutMs?: number) =>
  subgraphFetcher(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-correlation-id': 'c-1' }, body: JSON.stringify(body) }, timeoutMs);

describe('subgraphFetcher (node:http with a keep-alive pool, decision 0613)', () => {
  it('sends the body and headers, answers status, headers and body, and keeps using one connection', async () => {
    const seen: { method?: string; type?: string; correlation?: string; length?: string; body: string }[] = [];
    answer = (req, body, res) => {
      seen.push({
        method: req.method,
        type: req.headers['content-type'],
        correlation: String(req.headers['x-correlation-id']),
        length: req.headers['content-length'],
        body,
      });
      res
        .writeHead(200, { 'Content-Type': 'application/graphql-response+json', 'Cache-Control': 'private' })
        .end(JSON.stringify({ data: { n: seen.length, s: 'Túi' } }));
    };
    const before = connections.length;
    for (let i = 1; i <= 3; i++) {
      const res = await post({ query: '{ n }', variables: { name: 'Túi vải' } });
      assert.equal(res.status, 200);
      assert.equal(res.ok, true);
      assert.equal(res.headers.get('content-type'), 'application/graphql-response+json');
      assert.equal(res.headers.get('Cache-Control'), 'private');
      assert.deepEqual(await res.json(), { data: { n: i, s: 'Túi' } });
    }
    const body = JSON.stringify({ query: '{ n }', variables: { name: 'Túi vải' } });
    assert.deepEqual(seen[0], { method: 'POST', type: 'application/json', correlation: 'c-1', length: String(Buffer.byteLength(body)), body });
    assert.equal(connections.length - before, 1, 'each request opened a connection of its own');
  });

  it('answers any status, with its body as text', async () => {
    answer = (_req, _body, res) => res.writeHead(502, 'Bad Gateway', { 'content-type': 'text/plain' }).end('tạm thời lỗi');
    const res = await post({});
    assert.deepEqual([res.status, res.ok, res.statusText], [502, false, 'Bad Gateway']);
    assert.equal(await res.clone().text(), 'tạm thời lỗi');
  });

  it('rejects when nobody listens, when no answer comes in time, and when the answer is cut off', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await assert.rejects(subgraphFetcher(`http://127.0.0.1:${port}/graphql`, { method: 'POST', body: '{}' }), /ECONNREFUSED/);

    answer = () => undefined; // never answers
    const started = Date.now();
    await assert.rejects(post({}, 150), /no answer from .* within 150 ms/);
    assert.ok(Date.now() - started < 2000);

    answer = (_req, _body, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
      res.write('{"data":');
      setTimeout(() => res.socket?.destroy(), 20);
    };
    await assert.rejects(post({}));
    // The pool is still usable afterwards.
    answer = (_req, _body, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{}}');
    assert.deepEqual(await (await post({})).json(), { data: {} });
  });

  it('closes an idle connection before the subgraph would (its Keep-Alive timeout less a second), never sending on one being closed', async () => {
    server.keepAliveTimeout = 2500; // announced as `Keep-Alive: timeout=2`
    answer = (_req, _body, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{}}');
    server.closeIdleConnections(); // the pool's connection from the tests before
    // The fetcher's pool, which a test cannot see, drops the closed socket a moment after it closed here.
    await closed(connections, 1000);
    await sleep(50);
    const before = connections.length;
    await post({});
    const mine = connections.slice(before);
    assert.equal(mine.length, 1);
    // Closed by the fetcher after about a second of rest, where the subgraph waits 2.5 s.
    await closed(mine, 2000);
    assert.ok(mine[0].closedAfterMs !== undefined && mine[0].closedAfterMs < 2000, `closed after ${mine[0].closedAfterMs} ms`);
    assert.deepEqual(await (await post({})).json(), { data: {} });
    server.keepAliveTimeout = 5000;
  });
});
