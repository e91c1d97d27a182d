import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildSchema, parse, validate } from 'graphql';
import { MAX_DEPTH, queryLimitsRule } from './limits';

const schema = buildSchema(`
  type Node { id: ID!, name: String, child: Node, children(limit: Int): [Node!]! }
  type Query { node: Node, nodes(limit: Int): [Node!]! }
`);

const check = (query: string) => validate(schema, parse(query), [queryLimitsRule]).map((e) => e.extensions?.code);

/** A query exactly `depth` fields deep: node > child > ... > id. */
function nested(depth: number): string {
  let q = 'id';
  for (let i = 2; i < depth; i++) q = `child { ${q} }`;
  return `{ node { ${q} } }`;
}

describe('query depth and cost limits', () => {
  it('accepts an ordinary query', () => {
    assert.deepEqual(check('{ nodes(limit: 12) { id name child { id } } }'), []);
  });

  it(`refuses a query nested deeper than ${MAX_DEPTH}`, () => {
    assert.deepEqual(check(nested(MAX_DEPTH)), []);
    assert.deepEqual(check(nested(MAX_DEPTH + 1)), ['QUERY_TOO_DEEP']);
  });

  it('counts depth through fragments', () => {
    let frag = 'id';
    for (let i = 1; i < MAX_DEPTH; i++) frag = `child { ${frag} }`;
    assert.deepEqual(check(`{ node { ...F } } fragment F on Node { child { ${frag} } }`), ['QUERY_TOO_DEEP']);
  });

  it('refuses a query whose list sizes multiply past the cost limit', () => {
    assert.deepEqual(check('{ nodes(limit: 100) { children(limit: 100) { id name } } }'), ['QUERY_TOO_COMPLEX']);
  });
});
