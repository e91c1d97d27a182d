import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildSchema, execute, GraphQLScalarType, parse } from 'graphql';
import { fieldsWriter } from './fields-writer';

// The same selections executed by graphql-js on a schema of the same shape: the writer must write
// exactly the text of the execution's answer.
const schema = buildSchema(`
  scalar DateTime
  type Tag { id: ID! name: String }
  type Item { id: ID! name: String! note: String price: Int! average: Float! flags: [String!]! tags: [Tag!]! main: Tag at: DateTime! shout: String! }
  type Query { item: Item }
`);
(schema.getType('DateTime') as GraphQLScalarType).serialize = (value: unknown) => (value as Date).toISOString();

const FIELDS = 'id name note price average flags tags { id name } main { name id } at shout';
const shout = (item: { name: string }) => `${item.name.toUpperCase()}!`;

function executed(item: object): string {
  const result = execute({
    schema,
    document: parse(`{ item { ${FIELDS} } }`),
    rootValue: { item: { ...item, shout: () => shout(item as { name: string }) } },
  }) as { data: { item: unknown }; errors?: unknown };
  assert.equal(result.errors, undefined);
  return JSON.stringify(result.data.item);
}

describe('fieldsWriter', () => {
  it('writes what a GraphQL execution of the same selection answers, byte for byte', () => {
    const write = fieldsWriter(FIELDS, { shout });
    const items = [
      {
        id: 'a1',
        name: 'Túi "vải" \\ Sài Gòn',
        note: null,
        price: 250000,
        average: 4.5,
        flags: ['mới', 'bán chạy'],
        tags: [{ id: 't1', name: 'Quà' }, { id: 't2' }],
        main: { id: 't1', name: 'Quà', extra: 'not selected' },
        at: new Date('2026-11-29T02:40:00.123Z'),
        hidden: 'never written',
      },
      { id: 'b2', name: 'Balo', price: 0, average: 0, flags: [], tags: [], main: null, at: new Date(0) },
    ];
    for (const item of items) assert.equal(write(item), executed(item));
  });

  it('refuses a selection it cannot write as GraphQL would (an alias, an argument, a fragment)', () => {
    assert.throws(() => fieldsWriter('id other: name'));
    assert.throws(() => fieldsWriter('id tags(first: 1) { id }'));
    assert.throws(() => fieldsWriter('id ... on Item { name }'));
  });
});
