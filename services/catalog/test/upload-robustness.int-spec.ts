import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { rawHttp, waitFor, type RawAnswer } from '@shop/testing';
import { startCatalog, type CatalogUnderTest } from './support/catalog-app';

// A cut-off multipart body made busboy emit an error nobody listened to, and
// the catalog process died. Each request here is written byte by byte over a socket, as a hostile
// or broken client would send it; after each the same process must still answer, and nothing
// may have reached 'uncaughtException' (which ends a service process; the test runner would only
// log it).

let catalog: CatalogUnderTest;
let png: Buffer;
const uncaught: unknown[] = [];
const record = (err: unknown): void => {
  uncaught.push(err);
};

before(async () => {
  process.on('uncaughtException', record);
  catalog = await startCatalog();
  png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#2e86de' } })
    .png()
    .toBuffer();
});
after(async () => {
  process.off('uncaughtException', record);
  await catalog.close();
});

const BOUNDARY = 'ranh-gioi-7';
const JPEG_START = Buffer.from([0xff, 0xd8, 0xff]);

const partHeader = (name = 'anh.jpg', type = 'image/jpeg', boundary = BOUNDARY): string =>
  `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`;

function head(opts: { length?: number; chunked?: boolean; type?: string; token?: string | null; extra?: string[] } = {}): string {
  return [
    'POST /upload HTTP/1.1',
    'Host: catalog.test',
    `Content-Type: ${opts.type ?? `multipart/form-data; boundary=${BOUNDARY}`}`,
    ...(opts.token === null ? [] : [`Authorization: Bearer ${opts.token ?? catalog.staffToken}`]),
    ...(opts.chunked ? ['Transfer-Encoding: chunked'] : [`Content-Length: ${opts.length ?? 0}`]),
    ...(opts.extra ?? []),
    'Connection: close',
  ].join('\r\n');
}

const json = (answer: RawAnswer): { code?: string; message?: string } => JSON.parse(answer.body || '{}');

/** The process still serves — liveness and a real, valid upload both work — and nothing went uncaught. */
async function assertStillServing(): Promise<void> {
  assert.deepEqual(uncaught.map(String), [], 'an error reached uncaughtException: a service process would have exited');
  const live = await fetch(`${catalog.url}/health/live`);
  assert.equal(live.status, 200);
  const body = Buffer.concat([Buffer.from(partHeader('van-song.png', 'image/png')), png, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
  const ok = await rawHttp(catalog.url, { head: head({ length: body.length }), body: [body] });
  assert.equal(ok.status, 200, ok.body);
  assert.deepEqual(uncaught.map(String), []);
}

describe('POST /upload against cut-off and malformed bodies', () => {
  it('answers 400 to a body that ends after the part header and three bytes of JPEG, and keeps serving', async () => {
    const body = Buffer.concat([Buffer.from(partHeader()), JPEG_START]);
    const answer = await rawHttp(catalog.url, { head: head({ length: body.length }), body: [body] });
    assert.equal(answer.status, 400, answer.body);
    assert.equal(json(answer).code, 'BAD_MULTIPART');
    assert.equal(json(answer).message, 'Dữ liệu upload không hợp lệ');
    await assertStillServing();
  });

  it('answers 400 to the same cut-off body sent chunked (the stream simply ends)', async () => {
    const body = Buffer.concat([Buffer.from(partHeader()), JPEG_START]);
    const chunk = Buffer.concat([Buffer.from(`${body.length.toString(16)}\r\n`), body, Buffer.from('\r\n0\r\n\r\n')]);
    const answer = await rawHttp(catalog.url, { head: head({ chunked: true }), body: [chunk] });
    assert.equal(answer.status, 400, answer.body);
    assert.equal(json(answer).code, 'BAD_MULTIPART');
    await assertStillServing();
  });

  it('survives clients that go away in the middle of a file, many times over', async () => {
    for (let i = 0; i < 20; i++) {
      const body = Buffer.concat([Buffer.from(partHeader()), JPEG_START, Buffer.alloc(4096, i)]);
      await rawHttp(catalog.url, { head: head({ length: 1_000_000 }), body: [body], then: 'abort' });
    }
    // Give the server time to notice the closed sockets before looking again.
    await waitFor(async () => (await fetch(`${catalog.url}/health/live`)).ok, { what: 'catalog still live' });
    await assertStillServing();
  });

  it('answers 400 to a body framed with another boundary than the header names', async () => {
    const body = Buffer.concat([Buffer.from(partHeader('anh.png', 'image/png', 'khac-ranh-gioi')), png, Buffer.from('\r\n--khac-ranh-gioi--\r\n')]);
    const answer = await rawHttp(catalog.url, { head: head({ length: body.length }), body: [body] });
    assert.equal(answer.status, 400, answer.body);
    assert.equal(json(answer).code, 'BAD_MULTIPART');
    await assertStillServing();
  });

  it('answers 400 to a multipart content type without a boundary', async () => {
    const answer = await rawHttp(catalog.url, { head: head({ length: 4, type: 'multipart/form-data' }), body: ['abcd'] });
    assert.equal(answer.status, 400, answer.body);
    assert.equal(json(answer).code, 'BAD_MULTIPART');
  });

  it('answers 400 to a part with a 100 KB header line, and 431 to 100 KB of request headers', async () => {
    const hugePart = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="images"; filename="${'a'.repeat(100_000)}.png"\r\n\r\n`;
    const body = Buffer.concat([Buffer.from(hugePart), png, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
    const part = await rawHttp(catalog.url, { head: head({ length: body.length }), body: [body] });
    assert.equal(part.status, 400, part.body);
    const headers = await rawHttp(catalog.url, { head: head({ length: 0, extra: [`X-Pad: ${'b'.repeat(100_000)}`] }) });
    assert.equal(headers.status, 431);
    await assertStillServing();
  });

  it('answers 400 to hundreds of empty parts', async () => {
    const parts = Array.from({ length: 300 }, (_, i) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nx\r\n`).join('');
    const body = `${parts}--${BOUNDARY}--\r\n`;
    const answer = await rawHttp(catalog.url, { head: head({ length: Buffer.byteLength(body) }), body: [body] });
    assert.equal(answer.status, 400, answer.body);
    await assertStillServing();
  });

  it('refuses a JSON, text or missing content type with 415 at once, without reading an upload', async () => {
    for (const type of ['application/json', 'text/plain', 'application/x-www-form-urlencoded']) {
      const body = type === 'application/json' ? '{"images":[]}' : 'images=1';
      const answer = await rawHttp(catalog.url, { head: head({ length: body.length, type }), body: [body] });
      assert.equal(answer.status, 415, `${type}: ${answer.body}`);
      assert.equal(json(answer).code, 'UNSUPPORTED_MEDIA_TYPE');
      assert.ok(answer.ms < 2_000, `${type} answered in ${answer.ms} ms`);
    }
    const none = await rawHttp(catalog.url, { head: head({ length: 0 }).replace(/Content-Type:[^\r]*\r\n/, '') });
    assert.equal(none.status, 415, none.body);
  });

  it('refuses a JSON upload whose body never comes (as a proxy that already read it sends it) with 415 at once', async () => {
    const answer = await rawHttp(catalog.url, { head: head({ length: 5000, type: 'application/json' }), body: ['{"images":'], timeoutMs: 10_000 });
    assert.equal(answer.status, 415, answer.body);
    assert.ok(answer.ms < 2_000, `answered in ${answer.ms} ms`);
    await assertStillServing();
  });

  it('still checks the role before anything else: no token is 401, a customer is 403', async () => {
    const body = Buffer.concat([Buffer.from(partHeader()), JPEG_START]);
    assert.equal((await rawHttp(catalog.url, { head: head({ length: body.length, token: null }), body: [body] })).status, 401);
    assert.equal((await rawHttp(catalog.url, { head: head({ length: body.length, token: catalog.customerToken }), body: [body] })).status, 403);
    await assertStillServing();
  });
});
