import { Kind, parse, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';

type Writer = (value: object) => string;
/** A field resolver of the selection's top type, by field name (the catalog's `@ResolveField`s). */
export type FieldResolvers = Record<string, (parent: any) => unknown>;

/**
 * Writes a value as the JSON text a GraphQL execution of `fields` on it answers: those fields and
 * no other, in that order, a missing one as null, a date as its ISO string, `resolvers` standing
 * for the top type's field resolvers. For the catalog's own REST reads (decision 0206): the
 * selections are the gateway's (`@shop/contracts`), and their integration tests hold each answer
 * byte for byte equal to the GraphQL one. Fragments, aliases and arguments are not read: the
 * selections have none.
 */
export function fieldsWriter(fields: string, resolvers: FieldResolvers = {}): Writer {
  const operation = parse(`{ ${fields} }`).definitions[0] as OperationDefinitionNode;
  return writerOf(operation.selectionSet, resolvers);
}

function writerOf(selectionSet: SelectionSetNode, resolvers: FieldResolvers): Writer {
  const fields = selectionSet.selections.map((selection) => {
    if (selection.kind !== Kind.FIELD || selection.alias || selection.arguments?.length) throw new Error('fieldsWriter reads plain fields only');
    const name = selection.name.value;
    return { name, key: JSON.stringify(name), resolve: resolvers[name], nested: selection.selectionSet && writerOf(selection.selectionSet, {}) };
  });
  const valueText = (value: unknown, nested: Writer | undefined): string => {
    if (value === null || value === undefined) return 'null';
    if (Array.isArray(value)) return `[${value.map((item) => valueText(item, nested)).join(',')}]`;
    return nested ? nested(value as object) : JSON.stringify(value);
  };
  return (value) => {
    let text = '{';
    for (let i = 0; i < fields.length; i++) {
      const { name, key, resolve, nested } = fields[i];
      text += `${i ? ',' : ''}${key}:${valueText(resolve ? resolve(value) : (value as Record<string, unknown>)[name], nested)}`;
    }
    return `${text}}`;
  };
}
