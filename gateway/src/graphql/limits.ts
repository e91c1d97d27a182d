import {
  GraphQLError,
  Kind,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
  TypeNameMetaFieldDef,
  getNamedType,
  getNullableType,
  isCompositeType,
  isInputObjectType,
  isListType,
  typeFromAST,
  valueFromAST,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLArgument,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

// Decision 0401. Limits a single operation may reach; the largest request the shop itself sends
// (REST /api/products?limit=100 with the full product card) costs about 14,000.
export const MAX_DEPTH = 10;
export const MAX_COST = 20_000;
export const MAX_ROOT_FIELDS = 20;
/** Every paginated field of the shop serves at most 100 items per page. */
export const MAX_PAGE_SIZE = 100;
/** What a list without a page argument (a product's variants, images, reviews) is counted as. */
export const UNPAGED_LIST_SIZE = 10;
/** Argument names (top-level or inside an input object such as ProductFilter) that size a page. */
const PAGE_ARGUMENTS = ['limit', 'first'];

export interface Measure {
  /** Nesting of fields. */
  depth: number;
  /** Fields counted once each, multiplied by the sizes of the lists they sit in. */
  cost: number;
  /** Fields directly in the selection set (through fragments): for the root, its root fields. */
  width: number;
}

const NOTHING: Measure = { depth: 0, cost: 0, width: 0 };
type Variables = Record<string, unknown>;

/** A page size as the service will serve it: 1..MAX_PAGE_SIZE, or undefined when not a number. */
function pageSizeOf(value: unknown): number | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  return Math.max(1, Math.min(MAX_PAGE_SIZE, Math.trunc(value)));
}

/**
 * Measures one operation against the schema, with its variables. Each fragment is measured once
 * (per page size it may inherit) and remembered, so a chain of fragments that spread the next one
 * twice costs linear time to measure and is refused for the exponential size it describes.
 */
class OperationMeter {
  private readonly memo = new Map<string, Measure>();
  private readonly inProgress = new Set<string>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly fragments: Map<string, FragmentDefinitionNode>,
    private readonly variables: Variables,
  ) {}

  /**
   * `inherited`: the page size of the paginated field this selection set belongs to (a
   * `products(filter: { limit: 100 })` answers a page object whose `products` list has that size).
   */
  selectionSet(set: SelectionSetNode, parent: GraphQLCompositeType, inherited?: number): Measure {
    let depth = 0;
    let cost = 0;
    let width = 0;
    for (const sel of set.selections) {
      let m: Measure;
      if (sel.kind === Kind.FIELD) {
        m = this.field(sel, parent, inherited);
        m = { depth: m.depth + 1, cost: m.cost, width: 1 };
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        const type = sel.typeCondition ? typeFromAST(this.schema, sel.typeCondition) : parent;
        m = this.selectionSet(sel.selectionSet, isCompositeType(type) ? type : parent, inherited);
      } else {
        m = this.fragment(sel.name.value, parent, inherited);
      }
      depth = Math.max(depth, m.depth);
      cost += m.cost;
      width += m.width;
    }
    return { depth, cost, width };
  }

  private fragment(name: string, parent: GraphQLCompositeType, inherited?: number): Measure {
    const key = `${name}:${inherited ?? ''}`;
    const known = this.memo.get(key);
    if (known) return known;
    const def = this.fragments.get(name);
    // A missing fragment or a cycle is a validation error of its own; it adds nothing here.
    if (!def || this.inProgress.has(key)) return NOTHING;
    this.inProgress.add(key);
    const type = typeFromAST(this.schema, def.typeCondition);
    const m = this.selectionSet(def.selectionSet, isCompositeType(type) ? type : parent, inherited);
    this.inProgress.delete(key);
    this.memo.set(key, m);
    return m;
  }

  /** The cost of a field itself (1) and what it selects, times the size of the list it answers. */
  private field(node: FieldNode, parent: GraphQLCompositeType, inherited?: number): Measure {
    const def = this.fieldDef(parent, node.name.value);
    if (!node.selectionSet || !def) return { depth: 0, cost: 1, width: 1 };
    const named = getNamedType(def.type);
    const child = isCompositeType(named) ? named : parent;
    const page = this.pageSize(def, node);
    const isList = isListType(getNullableType(def.type));
    if (page !== undefined && !isList) {
      // A page object: its list field has the page's size.
      const m = this.selectionSet(node.selectionSet, child, page);
      return { depth: m.depth, cost: 1 + m.cost, width: 1 };
    }
    const size = isList ? (page ?? inherited ?? UNPAGED_LIST_SIZE) : 1;
    const m = this.selectionSet(node.selectionSet, child);
    return { depth: m.depth, cost: 1 + m.cost * size, width: 1 };
  }

  private fieldDef(parent: GraphQLCompositeType, name: string): GraphQLField<unknown, unknown> | undefined {
    if (name === SchemaMetaFieldDef.name) return SchemaMetaFieldDef;
    if (name === TypeMetaFieldDef.name) return TypeMetaFieldDef;
    if (name === TypeNameMetaFieldDef.name) return TypeNameMetaFieldDef;
    return 'getFields' in parent ? parent.getFields()[name] : undefined;
  }

  /**
   * The page size a field is asked for: its `limit`/`first` argument, or that field of an input
   * object argument (`filter: { limit }`), from a literal, a variable or the schema's default;
   * MAX_PAGE_SIZE when it takes one but none can be known. Undefined for a field without one.
   */
  private pageSize(def: GraphQLField<unknown, unknown>, node: FieldNode): number | undefined {
    for (const arg of def.args) {
      if (PAGE_ARGUMENTS.includes(arg.name)) return pageSizeOf(this.argumentValue(arg, node)) ?? MAX_PAGE_SIZE;
      const input = getNamedType(arg.type);
      if (!isInputObjectType(input)) continue;
      const field = PAGE_ARGUMENTS.map((n) => input.getFields()[n]).find(Boolean);
      if (!field) continue;
      const value = this.argumentValue(arg, node) as Record<string, unknown> | null | undefined;
      const asked = value && typeof value === 'object' ? value[field.name] : undefined;
      return pageSizeOf(asked) ?? pageSizeOf(field.defaultValue) ?? MAX_PAGE_SIZE;
    }
    return undefined;
  }

  private argumentValue(arg: GraphQLArgument, node: FieldNode): unknown {
    const given = node.arguments?.find((a) => a.name.value === arg.name);
    if (!given) return arg.defaultValue;
    // Input object fields left out take their defaults here, as they will at execution.
    return valueFromAST(given.value, arg.type, this.variables);
  }
}

/** Measures an operation of a document (exported for the tests). */
export function measureOperation(
  schema: GraphQLSchema,
  fragments: readonly FragmentDefinitionNode[],
  operation: OperationDefinitionNode,
  variables: Variables,
): Measure {
  const root = schema.getRootType(operation.operation);
  if (!root) return NOTHING;
  const meter = new OperationMeter(schema, new Map(fragments.map((f) => [f.name.value, f])), variables);
  return meter.selectionSet(operation.selectionSet, root);
}

const refuse = (message: string, code: string) => new GraphQLError(message, { extensions: { code, status: 400, http: { status: 400 } } });

/** The first limit an operation passes, as a 400 error to answer with; undefined when within them. */
export function limitError(measure: Measure): GraphQLError | undefined {
  if (measure.width > MAX_ROOT_FIELDS) return refuse(`Truy vấn có quá nhiều trường gốc (${measure.width} > ${MAX_ROOT_FIELDS})`, 'QUERY_TOO_WIDE');
  if (measure.depth > MAX_DEPTH) return refuse(`Truy vấn quá sâu (${measure.depth} > ${MAX_DEPTH})`, 'QUERY_TOO_DEEP');
  if (measure.cost > MAX_COST) return refuse(`Truy vấn quá phức tạp (${measure.cost} > ${MAX_COST})`, 'QUERY_TOO_COMPLEX');
  return undefined;
}
