import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { ApolloServer } from '@apollo/server';
import { buildSchema } from 'graphql';
import { SUPERGRAPH_PATH } from './graphql-gateway';
import { MAX_ERRORS, queryLimitsPlugin } from './limits.plugin';

// The plugin in a real Apollo Server over the shop's schema, with a few root fields answered.
const rootValue = { provinces: () => ['Huế'], shippingFee: () => 50_000, products: () => ({ products: [] }), users: () => ({ users: [] }) };
const server = new ApolloServer({ schema: buildSchema(readFileSync(SUPERGRAPH_PATH, 'utf8')), rootValue, plugins: [queryLimitsPlugin()] });
before(() => server.start());
after(() => server.stop());

async function run(query: string, extra: { operationName?: string; variables?: Record<string, unknown> } = {}) {
  const res = await server.executeOperation({ query, ...extra });
  assert.equal(res.body.kind, 'single');
  const errors = res.body.kind === 'single' ? res.body.singleResult.errors : undefined;
  return { status: res.http.status, code: errors?.[0]?.extensions?.code, message: errors?.[0]?.message };
}

describe('operations the gateway refuses before planning them', () => {
  it('answers 400 for a document with two operations and no operationName', async () => {
    const res = await run('query A { provinces } query B { categories { id } }');
    assert.equal(res.status, 400);
    assert.equal(res.code, 'OPERATION_NAME_REQUIRED');
    assert.match(res.message ?? '', /operationName/);
  });

  it('answers 400 for an operationName the document does not have', async () => {
    const res = await run('query A { provinces }', { operationName: 'B' });
    assert.equal(res.status, 400);
    assert.equal(res.code, 'OPERATION_NOT_FOUND');
  });

  it('runs the named one of several operations', async () => {
    const res = await run('query A { provinces } query B { shippingFee(city: "Huế") }', { operationName: 'A' });
    assert.notEqual(res.status, 400);
    assert.equal(res.code, undefined);
  });

  it('measures list sizes with the request variables, not only the document', async () => {
    const query =
      'query ($n: Int) { a: products(filter: { limit: $n }) { products { id name price brand } } b: users(limit: $n) { users { id name email phone role } } }';
    assert.equal((await run(query, { variables: { n: 5 } })).code, undefined);
    const res = await run(
      `query ($n: Int) { ${Array.from({ length: 19 }, (_, i) => `p${i}: products(filter: { limit: $n }) { products { id name price brand images { url } } }`).join(' ')} }`,
      {
        variables: { n: 100 },
      },
    );
    assert.equal(res.status, 400);
    assert.equal(res.code, 'QUERY_TOO_COMPLEX');
  });
});

describe('operation types the schema does not have', () => {
  it('answers 400 for a subscription (the shop has none) instead of failing in execution', async () => {
    const res = await run('subscription { provinces }');
    assert.equal(res.status, 400);
    assert.equal(res.code, 'OPERATION_NOT_SUPPORTED');
  });
});

describe('variables', () => {
  it('answers 400 for variables with more values than any shop input has, before coercing them', async () => {
    const res = await run('query ($f: ProductFilter) { products(filter: $f) { products { id } } }', {
      variables: { f: { search: Array.from({ length: 10_000 }, (_, i) => i) } },
    });
    assert.equal(res.status, 400);
    assert.equal(res.code, 'VARIABLES_TOO_LARGE');
  });

  it(`answers at most ${MAX_ERRORS} errors`, async () => {
    const query = 'mutation ($i: ProductInput!) { createProduct(input: $i) { id } }';
    const res = await server.executeOperation({ query, variables: { i: { colors: Array.from({ length: 500 }, () => ({})) } } });
    const errors = res.body.kind === 'single' ? res.body.singleResult.errors : [];
    assert.equal(errors?.length, MAX_ERRORS, 'graphql itself stops at 50, each quoting the value');
  });
});
