import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { SUPERGRAPH_PATH } from '../graphql/graphql-gateway';
import { CatalogFields, GraphqlPublicReads, classifyGet, stableJson } from './public-reads';

const reads = new GraphqlPublicReads(new CatalogFields(readFileSync(SUPERGRAPH_PATH, 'utf8')));
const ID = '0b6c2c4e-1f0a-4c57-9b9e-6a1d1c0d2e3f';

describe('public reads: GraphQL', () => {
  it('caches catalog-only queries of products, product and categories, keyed by query and variables', () => {
    const list = reads.classify({ query: '{ products(filter: { search: "balo" }) { products { id name price } pagination { total } } }' });
    assert.ok(list?.listing);
    assert.ok(list.tags.includes('listing'));
    const detail = reads.classify({
      query: 'query P($id: ID!) { product(id: $id) { id name ...F } } fragment F on Product { price images { url } }',
      variables: { id: ID },
    });
    assert.deepEqual(detail?.tags, [`product:${ID}`]);
    assert.ok(reads.classify({ query: '{ categories { id name productCount } }' })?.tags.includes('categories'));
    const a = reads.classify({ query: 'query($f: ProductFilter) { products(filter: $f) { products { id } } }', variables: { f: { page: 1, limit: 2 } } });
    const b = reads.classify({ query: 'query($f: ProductFilter) { products(filter: $f) { products { id } } }', variables: { f: { limit: 2, page: 1 } } });
    assert.equal(a?.key, b?.key);
  });

  it('never caches personal, staff-only or other services’ fields, writes, or unusual requests', () => {
    for (const body of [
      { query: '{ me { id email } }' },
      { query: '{ products { products { id } } me { id } }' },
      { query: '{ inventory { products { id } } }' },
      { query: '{ paymentMethods { id } }' },
      { query: 'mutation { deleteProduct(id: "x") }' },
      { query: 'subscription { products { products { id } } }' },
      { query: '{ products { products { id } } }', extensions: { persistedQuery: {} } },
      { query: '{ product(id: "x") { id @defer } }' },
      { query: 'query A { products { products { id } } } query B { me { id } }', operationName: 'B' },
      { query: 'query A { products { products { id } } } query B { products { products { id } } }' },
      { query: 'not graphql' },
      [{ query: '{ categories { id } }' }],
      { query: 42 },
    ])
      assert.equal(reads.classify(body), null, JSON.stringify(body));
  });

  it('marks listings sorted by best sellers, which a sale may reorder', () => {
    assert.ok(reads.classify({ query: '{ products(filter: { sortBy: soldCount }) { products { id } } }' })?.tags.includes('listing:soldCount'));
    assert.ok(
      reads
        .classify({ query: 'query($f: ProductFilter) { products(filter: $f) { products { id } } }', variables: { f: { sortBy: 'soldCount' } } })
        ?.tags.includes('listing:soldCount'),
    );
    assert.ok(!reads.classify({ query: '{ products { products { id soldCount } } }' })?.tags.includes('listing:soldCount'));
  });
});

describe('public reads: REST and pages', () => {
  it('knows the listing, a product, categories and the product page; parameter order does not matter', () => {
    assert.equal(classifyGet('/api/products', 'b=2&a=1')?.key, classifyGet('/api/products', 'a=1&b=2')?.key);
    assert.deepEqual(classifyGet(`/api/products/${ID.toUpperCase()}`, '')?.tags, [`product:${ID}`]);
    assert.ok(classifyGet('/api/products', 'sortBy=soldCount')?.tags.includes('listing:soldCount'));
    assert.deepEqual(classifyGet('/api/categories', '')?.tags, ['categories']);
    assert.deepEqual(classifyGet(`/products/${ID}`, '')?.tags, [`product:${ID}`]);
  });

  it('names the route template each is timed under when the cache answers it', () => {
    const routes = [
      ['/api/products', '/api/products'],
      ['/api/products/', '/api/products'],
      ['/api/products/suggestions', '/api/products/suggestions'],
      [`/api/products/${ID}`, '/api/products/:id'],
      ['/api/categories', '/api/categories'],
      [`/products/${ID}`, 'web-app'],
    ];
    for (const [path, route] of routes) assert.equal(classifyGet(path, 'q=1')?.route, route, path);
  });

  it('leaves everything else to the normal path', () => {
    for (const path of ['/api/products/inventory', '/api/products/not-an-id', '/api/auth/me', '/api/users', '/products', '/', '/admin/products'])
      assert.equal(classifyGet(path, ''), null, path);
  });

  it('stable JSON sorts keys at every depth', () => {
    assert.equal(stableJson({ b: [{ d: 1, c: 2 }], a: null }), '{"a":null,"b":[{"c":2,"d":1}]}');
  });
});

describe('public reads: odd input', () => {
  it('reads any query string without throwing, or leaves it to the normal path', () => {
    for (const search of ['a=%ED%A0%80', '%', 'a=%zz', '&&==', 'search=%F0%9F%91%9C'])
      try {
        classifyGet('/api/products', search);
      } catch (err) {
        assert.ok(err instanceof URIError, String(err)); // the middleware turns this into "not cached"
      }
  });
});
