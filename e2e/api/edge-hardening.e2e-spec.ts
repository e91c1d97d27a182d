import assert from 'node:assert/strict';
import { networkInterfaces } from 'node:os';
import { describe, it } from 'node:test';
import { rawHttp } from '@shop/testing';
import { DEMO, clientAt, registerCustomer } from '../support/identity';
import { useShop } from '../support/shop';

// Bad input at the gateway (decisions 0401, 0404, 0405): each case answered fast with a 4xx.
const shop = useShop();

/** The gateway still answers an ordinary request (nothing froze or fell over). */
async function stillServing(): Promise<void> {
  const res = await shop.api.graphql('{ provinces }');
  assert.equal(res.status, 200);
  assert.equal(res.body.data.provinces.length, 34);
}

const post = (query: string, variables?: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  shop.api.request('POST', '/graphql', JSON.stringify({ query, variables, ...extra }), { 'content-type': 'application/json' });

describe('fragments are measured once each', () => {
  // The deadline turns the old behaviour (the gateway busy for minutes) into a failure, not a hang.
  it('refuses a chain of 30 fragments each spreading the next twice, and keeps serving', { timeout: 30_000 }, async () => {
    let doc = 'query Chain { ...F0 } fragment F30 on Query { products { products { id name } } }';
    for (let i = 0; i < 30; i++) doc += ` fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`;
    assert.ok(doc.length < 1500, 'about 1 KB of query text');
    const res = await post(doc);
    assert.equal(res.status, 400);
    assert.match(res.body.errors[0].extensions.code, /^QUERY_TOO_(WIDE|COMPLEX)$/);
    await stillServing();
  });
});

describe('list sizes are counted', () => {
  it('refuses 100 aliases of products(filter: { limit: 100 })', async () => {
    const aliases = Array.from({ length: 100 }, (_, i) => `p${i}: products(filter: { limit: 100 }) { products { id name price } }`).join(' ');
    const res = await post(`{ ${aliases} }`);
    assert.equal(res.status, 400);
    assert.equal(res.body.data, undefined, 'not one product was listed');
  });

  it('counts a limit passed in a variable and the default of a list without one', async () => {
    const card = 'id name brand price images { id url alt } variants { id name color size stock } category { id name }';
    const query = `query ($n: Int, $f: ProductFilter) { ${Array.from({ length: 15 }, (_, i) => `p${i}: products(filter: { limit: $n }) { products { ${card} } }`).join(' ')} q: products(filter: $f) { products { id } } }`;
    assert.equal((await post(query, { n: 100, f: { limit: 100 } })).status, 400, '15 × 100 cards');
    const small = await post(query, { n: 2, f: {} });
    assert.equal(small.status, 200, JSON.stringify(small.body.errors));
    assert.equal(small.body.data.q.products.length, 12, 'the default page of 12');
  });

  it('still serves the largest page the shop itself asks for', async () => {
    const res = await shop.api.get('/api/products?limit=100');
    assert.equal(res.status, 200);
    assert.equal(res.body.data.pagination.limit, 100);
  });
});

describe('the proxies stay inside their folder', () => {
  for (const target of [
    '/images/../graphql',
    '/images/%2e%2e/graphql',
    '/images/.%2E/graphql',
    '/images/..%2fgraphql',
    '/images/..%5cgraphql',
    '/images/..\\graphql',
    '/api/payments/webhooks/%2e%2e/%2e%2e/graphql',
    '/api/payments/webhooks/../../graphql',
    '/api/auth/google/../../../graphql',
  ]) {
    it(`answers 400 to ${target} sent as is, without reaching a service`, async () => {
      const body = JSON.stringify({ query: '{ _service { sdl } }' });
      const head = `POST ${target} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close`;
      const res = await rawHttp(shop.baseUrl, { head, body: [body] });
      assert.equal(res.status, 400);
      assert.match(res.body, /"code":"INVALID_PATH"/);
      assert.doesNotMatch(res.body, /_service|sdl|_entities/);
    });
  }

  it('still serves images by their plain path', async () => {
    const products = (await shop.api.get('/api/products?limit=20')).body.data.products as { images: { url: string }[] }[];
    const url = products.flatMap((p) => p.images.map((i) => i.url)).find((u) => u.startsWith('/images/'));
    assert.ok(url, 'a demo product has an uploaded image');
    const res = await fetch(`${shop.baseUrl}${url}`);
    assert.equal(res.status, 200);
  });
});

describe('control characters and ambiguous input at the edge', () => {
  for (const param of ['category', 'color', 'size', 'search']) {
    it(`answers 400 with a Vietnamese message to U+0000 in ?${param}=`, async () => {
      const res = await shop.api.get(`/api/products?${param}=a%00b`);
      assert.equal(res.status, 400);
      assert.equal(res.body.code, 'INVALID_CHARACTERS');
      assert.equal(res.body.message, 'Dữ liệu gửi lên chứa ký tự điều khiển không hợp lệ');
      assert.ok(res.body.errors[param]);
    });
  }

  it('answers 400 to U+0000 in a JSON body, without signing in and signed in', async () => {
    const guest = clientAt(shop.api);
    const register = await guest.post('/api/auth/register', { name: 'Tên\u0000Lạ', email: 'nul@example.com', phone: '0912345678', password: 'matkhau123' });
    assert.equal(register.status, 400);
    assert.equal(register.body.code, 'INVALID_CHARACTERS');
    const customer = await registerCustomer(clientAt(shop.api));
    const profile = await customer.client.put('/api/auth/updateProfile', { name: 'An\u0000' });
    assert.equal(profile.status, 400);
    const address = await customer.client.post('/api/users/addresses', { fullName: 'A', phone: '0912345678', addressLine: 'Số 1\u0008', city: 'Hà Nội' });
    assert.equal(address.status, 400);
    const admin = await shop.api.login(DEMO.admin.email, DEMO.admin.password);
    const product = await admin.client.post('/api/products', { name: 'Túi\u0000', shortDescription: 'x', description: 'x', price: 1, category: 'x' });
    assert.equal(product.status, 400);
    assert.equal(product.body.code, 'INVALID_CHARACTERS');
  });

  it('answers 400 to control characters in GraphQL variables, and lets line breaks and tabs through', async () => {
    const query = 'query ($s: String) { products(filter: { search: $s }) { products { id } } }';
    const nul = await post(query, { s: 'túi\u0000' });
    assert.equal(nul.status, 400);
    assert.equal(nul.body.errors[0].extensions.code, 'INVALID_CHARACTERS');
    assert.equal((await post(query, { s: 'túi\r\n\tvải' })).status, 200);
  });

  it('answers 400 to a document with two operations and no operationName, on /graphql', async () => {
    const res = await post('query A { provinces } query B { shippingFee(city: "Huế") }');
    assert.equal(res.status, 400);
    assert.equal(res.body.errors[0].extensions.code, 'OPERATION_NAME_REQUIRED');
    const named = await post('query A { provinces } query B { shippingFee(city: "Huế") }', undefined, { operationName: 'B' });
    assert.equal(named.status, 200);
    assert.equal(named.body.data.shippingFee, 50_000);
  });

  it('answers 415 at once to an upload that is not multipart', async () => {
    const admin = await shop.api.login(DEMO.admin.email, DEMO.admin.password);
    for (const type of ['application/json', 'text/plain', 'application/x-www-form-urlencoded']) {
      const res = await fetch(`${shop.baseUrl}/api/products/upload`, {
        method: 'POST',
        headers: { 'content-type': type, authorization: `Bearer ${admin.token}` },
        body: type === 'application/json' ? '{"images": []}' : 'images=x',
        signal: AbortSignal.timeout(10_000),
      });
      assert.equal(res.status, 415, type);
      assert.equal((await res.json()).code, 'UNSUPPORTED_MEDIA_TYPE');
    }
    await stillServing();
  });
});

describe('production defaults', () => {
  it('answers introspection with 400 and gives no "did you mean" hints, at the gateway', async () => {
    const res = await post('{ __schema { types { name } } }');
    assert.equal(res.status, 400);
    const typo = await post('{ produc { id } }');
    assert.equal(typo.status, 400);
    assert.doesNotMatch(JSON.stringify(typo.body), /Did you mean/);
  });

  it('and at each service reached directly', async () => {
    for (const service of ['identity', 'catalog', 'orders', 'payments']) {
      const url = process.env[`E2E_${service.toUpperCase()}_URL`];
      assert.ok(url, `E2E_${service.toUpperCase()}_URL is set`);
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __schema { types { name } } }' }),
      });
      assert.equal(res.status, 400, service);
      const typo = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ provincez }' }),
      });
      assert.doesNotMatch(await typo.text(), /Did you mean/, service);
    }
  });

  it('serves the web app with a Content-Security-Policy that allows exactly what it loads', async () => {
    const res = await fetch(`${shop.baseUrl}/`);
    const csp = res.headers.get('content-security-policy') ?? '';
    assert.match(csp, /default-src 'self'/);
    assert.match(csp, /script-src 'self'(;|$)/, 'no inline or foreign scripts');
    assert.match(csp, /img-src 'self' data: https:\/\/img\.vietqr\.io(;|$)/);
    assert.match(csp, /connect-src 'self'(;|$)/);
    assert.match(csp, /frame-ancestors 'none'/);
  });

  it('keeps the services off every interface but loopback', async (t) => {
    const outside = Object.values(networkInterfaces())
      .flat()
      .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
    if (!outside) return t.skip('this machine has no non-loopback IPv4 address to try');
    for (const service of ['identity', 'catalog', 'orders', 'payments']) {
      const port = new URL(process.env[`E2E_${service.toUpperCase()}_URL`]!).port;
      const reached: boolean = await fetch(`http://${outside}:${port}/health/live`, { signal: AbortSignal.timeout(3000) }).then(
        () => true,
        () => false,
      );
      assert.equal(reached, false, `${service} answered on ${outside}:${port}`);
    }
  });
});
