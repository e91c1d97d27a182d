import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { restRoutes } from '../robustness/support/route-table';
import { openApiCheck } from '../support/openapi-check';
import { useShop } from '../support/shop';

// The REST facade's OpenAPI document (decision 0451): it describes every /api route the gateway
// serves and no other, and its reference page is served by the gateway itself.

const shop = useShop();

interface Operation {
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string }[];
  responses: Record<string, { content?: Record<string, { schema: { required?: string[] } }> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; scheme?: string; in?: string; name?: string }> };
}

const document = async (): Promise<Document> => {
  const res = await fetch(`${shop.baseUrl}/api/openapi.json`);
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /^application\/json/);
  return (await res.json()) as Document;
};

describe('the OpenAPI document of the REST facade', () => {
  it('describes every /api route of the gateway’s route table, and no route it does not have', async () => {
    const doc = await document();
    assert.equal(doc.openapi, '3.1.0');
    const table = restRoutes().filter((r) => r.path.startsWith('/api/'));
    const routed = new Set(table.filter((r) => !r.proxied && !r.path.includes('*')).map((r) => `${r.method} ${r.path}`));
    const mounts = table.filter((r) => r.proxied).map((r) => ({ method: r.method, prefix: r.path.replace(/:rest$/, '') }));
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    assert.ok(routed.size >= 55, `the route table was read (${routed.size} routes)`);

    const undocumented = [...routed].filter((r) => !documented.includes(r));
    assert.deepEqual(undocumented, [], 'every route the gateway serves is in the document');
    const unserved = documented.filter((d) => {
      if (routed.has(d)) return false;
      const [method, path] = d.split(' ');
      return !mounts.some((m) => m.method === method && path.startsWith(m.prefix) && path.length > m.prefix.length);
    });
    assert.deepEqual(unserved, [], 'every route in the document is served');
    assert.ok(
      mounts.every((m) => documented.some((d) => d.startsWith(`${m.method} ${m.prefix}`))),
      'the bank webhooks streamed to payments are described',
    );
  });

  it('names the auth each route needs, the Idempotency-Key of order placement and the answer envelope', async () => {
    const doc = await document();
    assert.deepEqual(doc.components.securitySchemes.bearer, { ...doc.components.securitySchemes.bearer, type: 'http', scheme: 'bearer' });
    assert.deepEqual(doc.components.securitySchemes.sepayApiKey, {
      ...doc.components.securitySchemes.sepayApiKey,
      type: 'apiKey',
      in: 'header',
      name: 'Authorization',
    });
    assert.deepEqual(doc.paths['/api/payments/webhooks/sepay'].post.security, [{ sepayApiKey: [] }]);
    assert.deepEqual(doc.paths['/api/orders'].get.security, [{ bearer: [] }]);
    assert.deepEqual(doc.paths['/api/products'].get.security, [{}, { bearer: [] }], 'a guest may list products');
    assert.ok(doc.paths['/api/orders'].post.parameters?.some((p) => p.name === 'Idempotency-Key' && p.in === 'header'));
    const placed = doc.paths['/api/orders'].post.responses;
    assert.deepEqual(placed['201'].content?.['application/json'].schema.required, ['success', 'data', 'message']);
    assert.ok(placed['422'] && placed['409'] && placed['401'] && placed['403'], 'each failure status of placement is listed');
  });

  it('serves a reference page at /api/docs whose script and stylesheet come from the gateway itself', async () => {
    const page = await fetch(`${shop.baseUrl}/api/docs`);
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-type') ?? '', /^text\/html/);
    const html = await page.text();
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    assert.ok(assets.length >= 3, html);
    for (const asset of assets) {
      assert.match(asset, /^\/api\/docs\//, 'no outside asset');
      const res = await fetch(`${shop.baseUrl}${asset}`);
      assert.equal(res.status, 200, asset);
      assert.match(res.headers.get('content-type') ?? '', /^text\/(css|javascript)/);
    }
    assert.equal((await shop.api.get('/api/docs/package.json')).status, 404, 'only the page’s own files are served');
  });

  it('lets the API tier fail on an answer the document does not say (the check every ShopClient answer passes)', async () => {
    const check = await openApiCheck(shop.baseUrl);
    const json = 'application/json; charset=utf-8';
    const categories = { success: true, data: { categories: [{ _id: 'c1', name: 'Túi', description: null, slug: 'tui', productCount: 2 }] } };
    assert.equal(check.problem('GET', '/api/categories', 200, json, categories), undefined);
    assert.match(check.problem('GET', '/api/categories', 418, json, categories) ?? '', /lists only 200, 400, 401, 500, 503/);
    const extra = { success: true, data: { categories: [{ ...categories.data.categories[0], secret: 1 }] } };
    assert.match(check.problem('GET', '/api/categories', 200, json, extra) ?? '', /must NOT have additional properties \(secret\)/);
    const renamed = { success: true, data: { categories: [{ id: 'c1', name: 'Túi', description: null, slug: 'tui', productCount: 2 }] } };
    assert.match(check.problem('GET', '/api/categories', 200, json, renamed) ?? '', /_id/);
    assert.match(check.problem('PATCH', '/api/categories', 200, json, categories) ?? '', /no route of the OpenAPI document is PATCH/);
    assert.match(check.problem('GET', '/api/categories', 500, json, { success: false, message: 'x' }) ?? '', /code/);
    assert.equal(check.problem('GET', '/api/nowhere', 404, json, { success: false, message: 'Không tìm thấy đường dẫn', code: 'NOT_FOUND' }), undefined);
    assert.equal(check.problem('GET', '/graphql', 200, json, {}), undefined, 'only /api is the REST facade');
  });
});
