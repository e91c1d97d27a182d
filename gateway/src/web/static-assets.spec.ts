import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import express from 'express';

// A build holding a file under /api: only a lookup on the disk could find it.
const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
mkdirSync(path.join(dist, 'assets'));
mkdirSync(path.join(dist, 'api/products'), { recursive: true });
writeFileSync(path.join(dist, 'assets/app-1234.js'), 'console.log(1)');
writeFileSync(path.join(dist, 'api/products/suggestions'), 'from the disk');
process.env.WEB_DIST = dist;

let server: ReturnType<express.Express['listen']>;
let base = '';

before(async () => {
  const { staticAssets } = await import('./web-app.js');
  const app = express();
  app.use(staticAssets(), (_req, res) => {
    res.status(404).send('passed on');
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(() => server.close());

describe('the web app files', () => {
  it('serve the build, assets cached for a year', async () => {
    const res = await fetch(`${base}/assets/app-1234.js`);
    assert.equal(res.status, 200);
    assert.equal(await res.text(), 'console.log(1)');
    assert.equal(res.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  });

  it('pass API, GraphQL, image and health requests on without looking on the disk', async () => {
    for (const p of ['/api/products/suggestions', '/graphql', '/images/x.webp', '/health/ready']) {
      const res = await fetch(`${base}${p}`);
      assert.equal(res.status, 404, p);
      assert.equal(await res.text(), 'passed on', p);
    }
  });
});
