import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { Kind, buildSchema, parse, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { SUPERGRAPH_PATH } from './graphql-gateway';
import { MAX_COST, MAX_DEPTH, MAX_PAGE_SIZE, MAX_ROOT_FIELDS, UNPAGED_LIST_SIZE, limitError, measureOperation } from './limits';

// The shop's own schema: page sizes and their defaults come from it (ProductFilter.limit = 12).
const schema = buildSchema(readFileSync(SUPERGRAPH_PATH, 'utf8'));

function measure(query: string, variables: Record<string, unknown> = {}) {
  const doc = parse(query);
  const operation = doc.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const fragments = doc.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION);
  return measureOperation(schema, fragments, operation, variables);
}
const refusal = (query: string, variables?: Record<string, unknown>) => limitError(measure(query, variables))?.extensions.code;

/** The product card the REST facade lists (gateway/src/rest/products.controller.ts). */
const CARD = `id name brand shortDescription price originalPrice discountPercent category { id name slug } colors materials sizes
  variants { id name color material size sku stock } images { id url alt mimetype } totalStock soldCount ratings { average count }
  isFeatured isNewArrival isActive createdAt`;

describe('query depth', () => {
  it(`refuses a query nested deeper than ${MAX_DEPTH}, also through fragments`, () => {
    const deep = (levels: number) => {
      let q = 'name';
      for (let i = 0; i < levels; i++) q = `ofType { ${q} }`;
      return q;
    };
    // __type(name) > ofType > ... > name: 1 + levels + 1 fields deep.
    assert.equal(measure(`{ __type(name: "Product") { ${deep(MAX_DEPTH - 2)} } }`).depth, MAX_DEPTH);
    assert.equal(refusal(`{ __type(name: "Product") { ${deep(MAX_DEPTH - 2)} } }`), undefined);
    assert.equal(refusal(`{ __type(name: "Product") { ${deep(MAX_DEPTH - 1)} } }`), 'QUERY_TOO_DEEP');
    assert.equal(refusal(`{ __type(name: "Product") { ...T } } fragment T on __Type { ${deep(MAX_DEPTH - 1)} }`), 'QUERY_TOO_DEEP');
  });
});

describe('fragments are measured once each', () => {
  it('refuses a chain of 30 fragments each spreading the next twice, in a bounded time', { timeout: 10_000 }, () => {
    const levels = 30;
    let doc = `query Chain { ...F0 } fragment F${levels} on Query { provinces }`;
    for (let i = 0; i < levels; i++) doc += ` fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`;
    const m = measure(doc);
    assert.equal(m.cost, 2 ** levels, 'the size it describes: 2^30 fields');
    assert.equal(m.width, 2 ** levels);
    assert.equal(limitError(m)?.extensions.code, 'QUERY_TOO_WIDE');
  });

  it('counts a fragment spread in two places twice', () => {
    assert.equal(measure('{ ...F ...F } fragment F on Query { provinces }').cost, 2);
  });

  it('adds nothing for a fragment cycle (a validation error of its own) instead of looping', () => {
    assert.equal(measure('{ ...A } fragment A on Query { provinces ...B } fragment B on Query { ...A }').cost, 1);
  });
});

describe('list sizes', () => {
  const page = (filter: string) => `{ products${filter} { products { id name } } }`;
  // products (1) + products list (1) + each item's 2 fields.
  const costOf = (size: number) => 1 + 1 + size * 2;

  it('counts a page from a literal limit inside the filter object', () => {
    assert.equal(measure(page('(filter: { limit: 40 })')).cost, costOf(40));
  });

  it('counts a page from a variable, whole or inside the filter', () => {
    assert.equal(measure('query ($f: ProductFilter) { products(filter: $f) { products { id name } } }', { f: { limit: 70 } }).cost, costOf(70));
    assert.equal(measure('query ($n: Int) { products(filter: { limit: $n }) { products { id name } } }', { n: 90 }).cost, costOf(90));
  });

  it("counts the schema's default when no limit is given (products: 12, users: 20)", () => {
    assert.equal(measure(page('')).cost, costOf(12));
    assert.equal(measure(page('(filter: { search: "tui" })')).cost, costOf(12));
    assert.equal(measure('query ($f: ProductFilter) { products(filter: $f) { products { id name } } }', {}).cost, costOf(12));
    assert.equal(measure('{ users { users { id name } } }').cost, 1 + 1 + 20 * 2);
  });

  it(`counts at most ${MAX_PAGE_SIZE} per page and at least one`, () => {
    assert.equal(measure(page('(filter: { limit: 100000 })')).cost, costOf(MAX_PAGE_SIZE));
    assert.equal(measure(page('(filter: { limit: -5 })')).cost, costOf(1));
  });

  it(`counts a list without a page argument as ${UNPAGED_LIST_SIZE} items`, () => {
    assert.equal(measure('{ categories { id name } }').cost, 1 + UNPAGED_LIST_SIZE * 2);
    assert.equal(measure('{ product(id: "x") { variants { id } } }').cost, 1 + 1 + UNPAGED_LIST_SIZE);
  });

  it('accepts the largest listing the shop itself asks for: 100 full product cards', () => {
    const m = measure(`{ products(filter: { limit: 100 }) { products { ${CARD} } pagination { page limit pages total } colors sizes } }`);
    assert.ok(m.cost > 10_000, `the card is counted in full (${m.cost})`);
    assert.ok(m.cost <= MAX_COST, `${m.cost} <= ${MAX_COST}`);
    assert.equal(limitError(m), undefined);
  });

  it('refuses 100 aliases of products(filter: { limit: 100 })', () => {
    const aliases = Array.from({ length: 100 }, (_, i) => `p${i}: products(filter: { limit: 100 }) { products { id name price } }`).join(' ');
    const m = measure(`{ ${aliases} }`);
    assert.equal(m.width, 100);
    assert.ok(m.cost > MAX_COST);
    assert.equal(limitError(m)?.extensions.code, 'QUERY_TOO_WIDE');
  });

  it(`refuses ${MAX_ROOT_FIELDS} aliases that together ask for too much`, () => {
    const aliases = Array.from({ length: MAX_ROOT_FIELDS }, (_, i) => `p${i}: products(filter: { limit: 100 }) { products { ${CARD} } }`).join(' ');
    assert.equal(refusal(`{ ${aliases} }`), 'QUERY_TOO_COMPLEX');
  });
});
