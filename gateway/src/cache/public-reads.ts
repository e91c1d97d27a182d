import {
  Kind,
  parse,
  type DocumentNode,
  type FieldDefinitionNode,
  type FragmentDefinitionNode,
  type ObjectTypeDefinitionNode,
  type SelectionSetNode,
  type TypeNode,
  visit,
} from 'graphql';
import { isUuid, UUID_TEXT } from '@shop/platform';

// Which requests are public catalog reads, the same for every guest and every customer
// (decision 0900). Anything else (staff, personal data, writes, other services) is never cached.

/** The Query fields of the catalog that answer the same to a guest and to a signed-in customer. */
export const PUBLIC_ROOT_FIELDS: ReadonlySet<string> = new Set(['products', 'product', 'categories', 'searchSuggestions']);

const UUID_ANYWHERE = new RegExp(UUID_TEXT, 'gi');

/** What a cached answer shows, so that a change drops exactly the answers it affects. */
export const Tags = {
  product: (id: string) => `product:${id.toLowerCase()}`,
  /** Every product listing: a change of price, name, visibility or category may move any product in or out. */
  listing: 'listing',
  /** Listings sorted by best sellers: a sale may reorder them. */
  bestSellers: 'listing:soldCount',
  /** A listing whose answer names no product ids (a GraphQL selection without `id`). */
  untracked: 'listing:untracked',
  categories: 'categories',
} as const;

/** A public read: its cache key and the tags known before it runs. */
export interface PublicRead {
  key: string;
  tags: string[];
  /** A listing: the product ids of its answer become tags as well. */
  listing: boolean;
  /** The route's template (`/api/products/:id`) that a REST read or page answered from the cache is timed under, as its route would name it (not `unmatched`). */
  route?: string;
}

/**
 * Field ownership from the supergraph: a query is public-cacheable only if the catalog resolves
 * every field of it, so a field another service adds to Product (a customer's own data, say)
 * makes the query go the normal way. The catalog in turn answers these fields the same to every
 * guest and customer (only staff see more): a catalog field that ever depends on who asks must
 * be kept out here (catalog README).
 */
export class CatalogFields {
  /** type name → field name → the field's named type, for fields the catalog alone resolves. */
  private readonly types = new Map<string, Map<string, string>>();

  constructor(supergraphSdl: string) {
    const doc = parse(supergraphSdl);
    for (const def of doc.definitions) {
      if (def.kind !== Kind.OBJECT_TYPE_DEFINITION) continue;
      const graphs = joinGraphs(def, 'join__type');
      if (!graphs.has('CATALOG')) continue;
      const fields = new Map<string, string>();
      for (const field of def.fields ?? []) {
        // A field without @join__field is in every graph of its type (a shared value type such as
        // Pagination); otherwise the catalog must be one of the graphs that resolve it (not external).
        const joined = (field.directives ?? []).some((d) => d.name.value === 'join__field');
        const owners = joined ? joinGraphs(field, 'join__field') : graphs;
        if (owners.has('CATALOG')) fields.set(field.name.value, namedType(field.type));
      }
      this.types.set(def.name.value, fields);
    }
  }

  /** True when every field the operation selects is resolved by the catalog alone. */
  selects(typeName: string, selectionSet: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>, depth = 0): boolean {
    if (depth > 20) return false;
    const fields = this.types.get(typeName);
    if (!fields) return false;
    for (const sel of selectionSet.selections) {
      if (sel.kind === Kind.FIELD) {
        if (sel.name.value === '__typename') continue;
        const type = fields.get(sel.name.value);
        if (!type) return false;
        if (sel.selectionSet && !this.selects(type, sel.selectionSet, fragments, depth + 1)) return false;
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        const on = sel.typeCondition?.name.value ?? typeName;
        if (on !== typeName || !this.selects(on, sel.selectionSet, fragments, depth + 1)) return false;
      } else {
        const fragment = fragments.get(sel.name.value);
        if (!fragment || fragment.typeCondition.name.value !== typeName) return false;
        if (!this.selects(typeName, fragment.selectionSet, fragments, depth + 1)) return false;
      }
    }
    return true;
  }
}

function joinGraphs(node: ObjectTypeDefinitionNode | FieldDefinitionNode, directive: string): Set<string> {
  const graphs = new Set<string>();
  for (const d of node.directives ?? []) {
    if (d.name.value !== directive) continue;
    if (d.arguments?.some((a) => a.name.value === 'external' && a.value.kind === Kind.BOOLEAN && a.value.value)) continue;
    const graph = d.arguments?.find((a) => a.name.value === 'graph');
    if (graph?.value.kind === Kind.ENUM) graphs.add(graph.value.value);
  }
  return graphs;
}

function namedType(type: TypeNode): string {
  return type.kind === Kind.NAMED_TYPE ? type.name.value : namedType(type.type);
}

/** JSON with object keys sorted, so `{a,b}` and `{b,a}` make one key. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    return `{${Object.keys(obj)
      .sort()
      .filter((k) => obj[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${stableJson(obj[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Every uuid in a text, lowercased (product ids in an answer or in variables). */
export function uuidsIn(text: string): string[] {
  return [...new Set((text.match(UUID_ANYWHERE) ?? []).map((s) => s.toLowerCase()))];
}

const MAX_QUERY_LENGTH = 20_000;
const MAX_KNOWN_DOCUMENTS = 500;

/**
 * Classifies GraphQL requests. Parsing is remembered per query text (clients send a handful of
 * distinct documents), so a cached answer costs no parse.
 */
export class GraphqlPublicReads {
  private readonly documents = new Map<string, { roots: string[]; bestSellers: boolean } | null>();

  constructor(private readonly fields: CatalogFields) {}

  classify(body: unknown): PublicRead | null {
    if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
    const { query, variables, operationName, extensions } = body as Record<string, unknown>;
    if (typeof query !== 'string' || query.length > MAX_QUERY_LENGTH) return null;
    if (extensions !== undefined) return null;
    if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') return null;
    if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) return null;
    const shape = this.shape(query, (operationName as string | null | undefined) ?? null);
    if (!shape) return null;
    const vars = stableJson(variables ?? {});
    const tags: string[] = [];
    // Suggestions show products (best sellers first among equals) and categories.
    const suggests = shape.roots.includes('searchSuggestions');
    if (shape.roots.includes('categories') || suggests) tags.push(Tags.categories);
    if (shape.roots.includes('products') || suggests) tags.push(Tags.listing);
    if ((shape.roots.includes('products') && (shape.bestSellers || vars.includes('"soldCount"'))) || suggests) tags.push(Tags.bestSellers);
    for (const id of uuidsIn(vars)) tags.push(Tags.product(id));
    return { key: `G ${operationName ?? ''}\n${vars}\n${query}`, tags, listing: shape.roots.includes('products') || suggests };
  }

  private shape(query: string, operationName: string | null): { roots: string[]; bestSellers: boolean } | null {
    const memo = `${operationName ?? ''}\n${query}`;
    if (this.documents.has(memo)) return this.documents.get(memo)!;
    let shape: { roots: string[]; bestSellers: boolean } | null = null;
    try {
      shape = this.analyse(parse(query, { maxTokens: 5000 }), operationName);
    } catch {
      shape = null; // not GraphQL: the normal path answers the 400
    }
    if (this.documents.size >= MAX_KNOWN_DOCUMENTS) this.documents.clear();
    this.documents.set(memo, shape);
    return shape;
  }

  private analyse(doc: DocumentNode, operationName: string | null): { roots: string[]; bestSellers: boolean } | null {
    const operations = doc.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const d of doc.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
    if (operations.length + fragments.size !== doc.definitions.length) return null;
    const op = operationName ? operations.find((o) => o.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
    if (!op || op.operation !== 'query') return null;
    // Directives other than @include/@skip could mean anything (@defer streams): not cached.
    let otherDirective = false;
    visit(doc, { Directive: (d) => void (otherDirective ||= d.name.value !== 'include' && d.name.value !== 'skip') });
    if (otherDirective) return null;
    const roots: string[] = [];
    for (const sel of op.selectionSet.selections) {
      if (sel.kind !== Kind.FIELD) return null;
      if (sel.name.value === '__typename') continue;
      if (!PUBLIC_ROOT_FIELDS.has(sel.name.value)) return null;
      roots.push(sel.name.value);
    }
    if (roots.length === 0 || !this.fields.selects('Query', op.selectionSet, fragments)) return null;
    return { roots, bestSellers: /soldCount/.test(JSON.stringify(op.selectionSet.selections.map((s) => (s.kind === Kind.FIELD ? s.arguments : null)))) };
  }
}

/** What the web app's pages are timed under (`main.ts` names its catch-all so). */
export const WEB_APP_ROUTE = 'web-app';

const PRODUCT_PAGE = new RegExp(`^/products/(${UUID_TEXT})/?$`, 'i');
const API_PRODUCT = /^\/api\/products\/([^/]+)\/?$/;

/** The product id in a product page's address (`/products/<uuid>`), as the address has it; null for any other path. */
export const productPageId = (path: string): string | null => PRODUCT_PAGE.exec(path)?.[1] ?? null;

/** REST reads and the product page HTML: path and query, normalised (parameter order does not matter). */
export function classifyGet(path: string, search: string): PublicRead | null {
  const params = [...new URLSearchParams(search)].sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1));
  const query = params.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
  if (path === '/api/products' || path === '/api/products/') {
    const tags: string[] = [Tags.listing];
    if (params.some(([k, v]) => k === 'sortBy' && v === 'soldCount')) tags.push(Tags.bestSellers);
    return { key: `R /api/products?${query}`, tags, listing: true, route: '/api/products' };
  }
  if (path === '/api/products/suggestions' || path === '/api/products/suggestions/') {
    return {
      key: `R /api/products/suggestions?${query}`,
      tags: [Tags.listing, Tags.bestSellers, Tags.categories],
      listing: true,
      route: '/api/products/suggestions',
    };
  }
  if (path === '/api/categories' || path === '/api/categories/')
    return { key: `R /api/categories?${query}`, tags: [Tags.categories], listing: false, route: '/api/categories' };
  const detail = API_PRODUCT.exec(path);
  if (detail && isUuid(detail[1]))
    return { key: `R /api/products/${detail[1].toLowerCase()}?${query}`, tags: [Tags.product(detail[1])], listing: false, route: '/api/products/:id' };
  const page = productPageId(path);
  if (page) return { key: `H /products/${page.toLowerCase()}?${query}`, tags: [Tags.product(page)], listing: false, route: WEB_APP_ROUTE };
  return null;
}

/**
 * The tags an answer is dropped by: its read's own, and for a listing every product it shows (or
 * `untracked` when it shows none, so any change of the catalog drops it).
 */
export function tagsOf(read: PublicRead, text: string): string[] {
  if (!read.listing) return [...read.tags];
  const ids = uuidsIn(text);
  return [...read.tags, ...ids.map(Tags.product), ...(ids.length === 0 ? [Tags.untracked] : [])];
}

/**
 * Whether a JSON answer is data, not a failure: a REST envelope of success, or a GraphQL answer
 * without `errors`. Read from the text, not parsed (parsing a listing's answer cost as much as
 * storing it): the gateway writes `success` first in every envelope, and inside a JSON string
 * every quote is escaped, so `"errors":` can only be a key (one nested in the data only keeps
 * the answer out of the cache). Anything else is parsed as before.
 */
export function answersData(text: string): boolean {
  if (text.startsWith('{"success":true,')) return true;
  if (text.startsWith('{"data":')) return !text.includes('"errors":');
  try {
    const json = JSON.parse(text) as { errors?: unknown; success?: unknown };
    return json.errors === undefined && json.success !== false;
  } catch {
    return false;
  }
}
