import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  Kind,
  parse,
  typeFromAST,
  type FieldNode,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

// The OpenAPI document's schemas are read from the GraphQL operations the REST routes run
// (decision 0451): an answer's shape is the operation's selection on the supergraph's types,
// after the facade's renaming of `id` to `_id` (decision 0002); a body's is the input type the
// operation's variables take. Nothing is written twice, so neither can drift from the other.

export type JsonSchema = Record<string, unknown>;

const SCALARS: Record<string, JsonSchema> = {
  ID: { type: 'string' },
  String: { type: 'string' },
  Int: { type: 'integer' },
  Float: { type: 'number' },
  Boolean: { type: 'boolean' },
  DateTime: { type: 'string', format: 'date-time' },
};

const nullable = (schema: JsonSchema): JsonSchema => {
  if (typeof schema.type === 'string')
    return { ...schema, type: [schema.type, 'null'], ...(schema.enum ? { enum: [...(schema.enum as unknown[]), null] } : {}) };
  return { anyOf: [schema, { type: 'null' }] };
};

function scalarSchema(name: string): JsonSchema {
  const schema = SCALARS[name];
  if (!schema) throw new Error(`no JSON schema for the GraphQL scalar ${name}`);
  return { ...schema };
}

function operationOf(query: string): OperationDefinitionNode {
  const op = parse(query).definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  if (!op) throw new Error('no operation in the document');
  return op;
}

function selectionSchema(type: GraphQLOutputType, selection: SelectionSetNode | undefined): JsonSchema {
  return isNonNullType(type) ? bareSchema(type.ofType, selection) : nullable(bareSchema(type, selection));
}

function bareSchema(type: GraphQLOutputType, selection: SelectionSetNode | undefined): JsonSchema {
  if (isListType(type)) return { type: 'array', items: selectionSchema(type.ofType, selection) };
  if (isScalarType(type)) return scalarSchema(type.name);
  if (isEnumType(type)) return { type: 'string', enum: type.getValues().map((v) => v.value as string) };
  if (isObjectType(type)) return objectSchema(type, selection);
  throw new Error(`no JSON schema for the GraphQL type ${String(type)}`);
}

function objectSchema(type: GraphQLObjectType, selection: SelectionSetNode | undefined): JsonSchema {
  if (!selection) throw new Error(`the object ${type.name} needs a selection`);
  const properties: Record<string, JsonSchema> = {};
  for (const node of selection.selections) {
    if (node.kind !== Kind.FIELD) throw new Error('fragments are not used by the REST facade');
    const field: FieldNode = node;
    const name = field.name.value;
    if (name === '__typename') continue;
    const def = type.getFields()[name];
    if (!def) throw new Error(`${type.name} has no field ${name}`);
    const key = field.alias?.value ?? name;
    properties[key === 'id' ? '_id' : key] = selectionSchema(def.type, field.selectionSet);
  }
  return { type: 'object', properties, required: Object.keys(properties), additionalProperties: false };
}

/** What each root field of `query` answers, as JSON schemas of its REST form (`_id`), by root field. */
export function rootFieldSchemas(schema: GraphQLSchema, query: string): Record<string, JsonSchema> {
  const op = operationOf(query);
  const root = op.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  if (!root) throw new Error(`the schema has no ${op.operation} type`);
  const out: Record<string, JsonSchema> = {};
  for (const node of op.selectionSet.selections) {
    if (node.kind !== Kind.FIELD) throw new Error('fragments are not used by the REST facade');
    const def = root.getFields()[node.name.value];
    if (!def) throw new Error(`${root.name} has no field ${node.name.value}`);
    out[node.alias?.value ?? node.name.value] = selectionSchema(def.type, node.selectionSet);
  }
  return out;
}

/** The JSON schema of a GraphQL input type (what a body or a query parameter may carry). */
export function inputSchema(type: GraphQLInputType): JsonSchema {
  return isNonNullType(type) ? bareInputSchema(type.ofType) : nullable(bareInputSchema(type));
}

function bareInputSchema(type: GraphQLInputType): JsonSchema {
  return isListType(type) ? { type: 'array', items: inputSchema(type.ofType) } : namedInputSchema(type);
}

function namedInputSchema(type: GraphQLInputType): JsonSchema {
  const named = getNamedType(type);
  if (isScalarType(named)) return scalarSchema(named.name);
  if (isEnumType(named)) return { type: 'string', enum: named.getValues().map((v) => v.value as string) };
  if (isInputObjectType(named)) {
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    for (const field of Object.values(named.getFields())) {
      properties[field.name] = { ...inputSchema(field.type), ...(field.description ? { description: field.description } : {}) };
      if (isNonNullType(field.type) && field.defaultValue === undefined) required.push(field.name);
    }
    return { type: 'object', properties, ...(required.length ? { required } : {}) };
  }
  throw new Error(`no JSON schema for the GraphQL input ${String(named)}`);
}

export interface VariableSchema {
  schema: JsonSchema;
  required: boolean;
  /** The input object's own fields, when the variable is one. */
  fields?: Record<string, { schema: JsonSchema; required: boolean; description?: string }>;
}

/** The variables an operation takes, each with its JSON schema. */
export function variableSchemas(schema: GraphQLSchema, query: string): Record<string, VariableSchema> {
  const out: Record<string, VariableSchema> = {};
  for (const def of operationOf(query).variableDefinitions ?? []) {
    const type = typeFromAST(schema, def.type) as GraphQLInputType | undefined;
    if (!type) throw new Error(`unknown type of $${def.variable.name.value}`);
    const named = getNamedType(type);
    const fields = isInputObjectType(named)
      ? Object.fromEntries(
          Object.values(named.getFields()).map((f) => [
            f.name,
            { schema: inputSchema(f.type), required: isNonNullType(f.type) && f.defaultValue === undefined, description: f.description ?? undefined },
          ]),
        )
      : undefined;
    out[def.variable.name.value] = { schema: inputSchema(type), required: isNonNullType(type) && !def.defaultValue, fields };
  }
  return out;
}
