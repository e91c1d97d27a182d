import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { root } from './lib/system.mjs';
import { WEB_SCHEMA, WEB_TYPES, webGraphqlFiles } from './lib/web-graphql.mjs';

const supergraph = readFileSync(path.join(root, 'gateway/supergraph.graphql'), 'utf8');
const roots = [];
after(() => roots.forEach((r) => rmSync(r, { recursive: true, force: true })));

/** A throw-away repository whose web app has one source file holding `documents`. */
function webApp(documents) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'web-graphql-'));
  roots.push(dir);
  mkdirSync(path.join(dir, 'web/src'), { recursive: true });
  writeFileSync(path.join(dir, 'web/src/a.documents.ts'), `import { gql } from '@apollo/client';\n\nexport const A = gql\`\n${documents}\n\`;\n`);
  return dir;
}

const textOf = (files, file) => files.find((f) => f.file === file).text;

describe('the web GraphQL types generated from the supergraph', () => {
  it("writes the client-facing API schema, without federation's join directives", async () => {
    const schema = textOf(await webGraphqlFiles(supergraph, webApp('fragment Card on Product { id }')), WEB_SCHEMA);
    assert.match(schema, /^type Query \{$/m);
    assert.match(schema, /^type Product /m);
    assert.doesNotMatch(schema, /join__|link__|@link|@join/);
  });

  it('types each operation, its variables and the fragments it spreads', async () => {
    const dir = webApp('query ProductName($id: ID!) { product(id: $id) { ...Card } }\nfragment Card on Product { id name originalPrice }');
    const types = textOf(await webGraphqlFiles(supergraph, dir), WEB_TYPES);
    assert.match(types, /export type CardFragment = \{ id: string; name: string; originalPrice: number \| null \};/);
    assert.match(types, /export type ProductNameQueryVariables = Exact<\{\s*id: string;\s*\}>;/);
    assert.match(types, /export type ProductNameQuery = \{ product: CardFragment \| null \};/);
  });

  it('fails on a document asking for a field the schema does not have', async () => {
    await assert.rejects(webGraphqlFiles(supergraph, webApp('query Bad { product(id: "1") { id nope } }')), /Cannot query field "nope" on type "Product"/);
  });
});
