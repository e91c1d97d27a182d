import fc from 'fast-check';
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLInputType,
  type GraphQLOutputType,
} from 'graphql';
import { nastyBody, nastyId, nastyNumber, nastyQuery, nastyString, nastyValue, wrongContent } from './malformed';
import type { GraphqlRootField, RestRoute } from './route-table';

export type Role = 'guest' | 'customer' | 'seller' | 'admin';

export interface FuzzRequest {
  /** The route or root field it attacks, e.g. `PUT /api/products/:id` or `mutation updateProduct`. */
  target: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** Marks a multipart body cut off inside a file part (see known-service-failures.ts). */
  cutOffMultipart?: boolean;
}

/** Text that can travel in a URL: lone surrogates cannot be percent-encoded. */
const urlSafe = (s: string) => s.replace(/[\ud800-\udfff]/g, '\ufffd').slice(0, 3000);

/** Ids of things that exist (so requests reach past "not found") mixed with nasty ones. */
const someId = (real: readonly string[]) =>
  real.length ? fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...real) }, { weight: 3, arbitrary: nastyId }) : nastyId;
const segment = (real: readonly string[]) => someId(real).map((v) => encodeURIComponent(urlSafe(String(v))) || 'x');

const multipart = fc
  .record({
    parts: fc.array(
      fc.record({
        name: fc.constantFrom('images', 'image', 'file', ''),
        filename: fc.option(nastyString.map(urlSafe)),
        bytes: fc.uint8Array({ maxLength: 64 }),
      }),
      { maxLength: 3 },
    ),
    cut: fc.boolean(),
  })
  .map(({ parts, cut }) => {
    const boundary = 'fuzzBoundary7MA4YWxkTrZu0gW';
    const chunks = parts.map((p) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename !== null ? `; filename="${p.filename.slice(0, 80).replace(/["\r\n]/g, '')}"` : ''}\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        Buffer.from(p.bytes),
        Buffer.from('\r\n'),
      ]),
    );
    const whole = Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
    // Cut inside the last file part: the body ends while a file is still being read.
    const cutOff = cut && parts.length > 0;
    const body = cutOff ? whole.subarray(0, whole.length - Buffer.byteLength(`\r\n--${boundary}--\r\n`) - 1) : whole;
    return { body, type: `multipart/form-data; boundary=${boundary}`, cutOff };
  });

/** Requests for one REST route: nasty path parameters, query strings and bodies. */
export function restRequests(route: RestRoute, realIds: readonly string[] = []): fc.Arbitrary<FuzzRequest> {
  const target = `${route.method} ${route.path}`;
  const method = route.method === 'ALL' ? fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH') : fc.constant(route.method);
  const names = [...route.path.matchAll(/[:*](\w+)/g)].map((m) => m[0]);
  const path = fc.tuple(...names.map(() => segment(realIds))).map((values) => names.reduce((p, name, i) => p.replace(name, values[i]), route.path));
  const json = nastyBody.map((v) => ({ type: 'application/json', body: JSON.stringify(v) ?? 'null', cutOff: false }));
  const other = wrongContent.map((c) => ({ ...c, cutOff: false }));
  const body = route.path.endsWith('/upload')
    ? fc.oneof({ weight: 3, arbitrary: multipart }, { weight: 1, arbitrary: json }, { weight: 1, arbitrary: other })
    : fc.oneof({ weight: 3, arbitrary: json }, { weight: 1, arbitrary: other });
  return fc.record({ method, path, query: nastyQuery, body: fc.option(body, { freq: 4 }) }).map(({ method, path, query, body }): FuzzRequest => {
    const withBody = body && method !== 'GET' ? body : undefined;
    const headers: Record<string, string> = withBody?.type ? { 'content-type': withBody.type } : {};
    return {
      target,
      method,
      path: query ? `${path}?${query}` : path,
      headers,
      body: withBody?.body,
      cutOffMultipart: withBody?.cutOff,
    };
  });
}

/** A value for a GraphQL input type: often of the right kind but nasty, sometimes of another kind. */
function inputValue(type: GraphQLInputType, realIds: readonly string[], depth = 0): fc.Arbitrary<unknown> {
  const inner = getNullableType(type) as GraphQLInputType;
  const wrong = nastyValue;
  let right: fc.Arbitrary<unknown>;
  if (isListType(inner)) right = depth > 2 ? fc.constant([]) : fc.array(inputValue(inner.ofType, realIds, depth + 1), { maxLength: 3 });
  else if (isInputObjectType(inner))
    right =
      depth > 2
        ? fc.constant({})
        : fc.record(Object.fromEntries(Object.values(inner.getFields()).map((f) => [f.name, inputValue(f.type, realIds, depth + 1)])), { requiredKeys: [] });
  else if (isEnumType(inner)) right = fc.oneof(fc.constantFrom(...inner.getValues().map((v) => v.name)), nastyString);
  else if (inner.name === 'Int' || inner.name === 'Float') right = nastyNumber;
  else if (inner.name === 'ID') right = someId(realIds);
  else if (inner.name === 'Boolean') right = fc.boolean();
  else right = nastyString;
  const absent = isNonNullType(type) ? [] : [{ weight: 1, arbitrary: fc.constant(null) }];
  return fc.oneof({ weight: 6, arbitrary: right }, { weight: 1, arbitrary: wrong }, ...absent);
}

/** A sensible value for a type (real ids where ids go), to carry one nasty value past validation. */
function plausible(type: GraphQLInputType, realIds: readonly string[], depth = 0): unknown {
  const inner = getNullableType(type) as GraphQLInputType;
  if (isListType(inner)) return depth > 2 ? [] : [plausible(inner.ofType, realIds, depth + 1)];
  if (isInputObjectType(inner))
    return Object.fromEntries(Object.values(inner.getFields()).map((f) => [f.name, depth > 2 ? null : plausible(f.type, realIds, depth + 1)]));
  if (isEnumType(inner)) return inner.getValues()[0]?.name;
  if (inner.name === 'Int' || inner.name === 'Float') return 1;
  if (inner.name === 'Boolean') return true;
  if (inner.name === 'ID') return realIds[0] ?? '00000000-0000-0000-0000-000000000000';
  return 'Túi vải thử';
}

/**
 * Sensible arguments with exactly one nasty value (an argument, or one field of an input object
 * argument): the shape that gets furthest into a service before it meets the bad value.
 */
function oneFault(args: readonly { name: string; type: GraphQLInputType }[], realIds: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  const base = Object.fromEntries(args.map((a) => [a.name, plausible(a.type, realIds)]));
  const spots = args.flatMap((a) => {
    const inner = getNullableType(a.type);
    const fields = isInputObjectType(inner) ? Object.values(inner.getFields()).map((f) => [a.name, f.name] as const) : [];
    return [[a.name] as const, ...fields];
  });
  if (!spots.length) return fc.constant(base);
  return fc.tuple(fc.constantFrom(...spots), fc.oneof(fc.constant(null), nastyValue), fc.constantFrom(...realIds, 'x')).map(([spot, bad, id]) => {
    const copy = JSON.parse(JSON.stringify(base)) as Record<string, Record<string, unknown>>;
    for (const a of args) if (getNamedType(a.type).name === 'ID' && copy[a.name] !== null) copy[a.name] = id as never;
    if (spot.length === 1) (copy as Record<string, unknown>)[spot[0]] = bad;
    else if (copy[spot[0]] && typeof copy[spot[0]] === 'object') copy[spot[0]][spot[1]] = bad;
    return copy;
  });
}

/** Leaf fields of a type, one level of objects below: what a client would ask for. */
function selection(type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named) || depth > 1) return '{ __typename }';
  const fields = Object.values(named.getFields()).filter((f) => f.args.every((a) => !isNonNullType(a.type)));
  const parts = fields.map((f) => (isLeafType(getNamedType(f.type)) ? f.name : depth < 1 ? `${f.name} ${selection(f.type, depth + 1)}` : '')).filter(Boolean);
  return `{ ${parts.join(' ') || '__typename'} }`;
}

/** Requests for one root field of the supergraph, its arguments as variables with nasty values. */
export function graphqlRequests({ operation, field }: GraphqlRootField, realIds: readonly string[] = []): fc.Arbitrary<FuzzRequest> {
  const defs = field.args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const query = `${operation} Fuzz${defs ? `(${defs})` : ''} { ${field.name}${args ? `(${args})` : ''} ${selection(field.type)} }`;
  const variables = fc.oneof(
    fc.record(Object.fromEntries(field.args.map((a) => [a.name, inputValue(a.type, realIds)])), { requiredKeys: [] }),
    oneFault(field.args, realIds),
  );
  return variables.map((v) => ({
    target: `${operation} ${field.name}`,
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables: v }),
  }));
}

/** Whole documents that are wrong in themselves: syntax, batches, operation names, GET. */
export const brokenDocuments: fc.Arbitrary<FuzzRequest> = fc
  .oneof(
    nastyString.map((q) => ({ query: q })),
    fc.constantFrom(
      { query: 'query A { provinces } query B { provinces }' },
      { query: 'query A { provinces }', operationName: 'B' },
      { query: '{ provinces }', variables: 'không phải object' },
      { query: '{ provinces }', variables: [1, 2] },
      { query: 42 },
      { query: '{ products(filter: { limit: "nhiều" }) { products { id } } }' },
      { query: 'subscription { provinces }' },
      { query: '{ __typename @include(if: $x) }' },
      { query: '{ ' + 'a: provinces '.repeat(2000) + '}' },
      { query: `{ ${'products { products { category { '.repeat(3)} id } } } } } } } } }` },
      [{ query: '{ provinces }' }, { query: '{ provinces }' }],
      {},
    ),
  )
  .chain((doc) =>
    fc.constantFrom<FuzzRequest>(
      { target: 'graphql document', method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json' }, body: JSON.stringify(doc) },
      {
        target: 'graphql document (GET)',
        method: 'GET',
        path: `/graphql?query=${encodeURIComponent(urlSafe(String((doc as { query?: unknown }).query ?? '')))}`,
        headers: { 'apollo-require-preflight': 'true' },
      },
    ),
  );

export type IdsByKind = Record<'product' | 'variant' | 'category' | 'address', string[]>;

/** The real id an argument most likely wants, from its own name and its field's. */
function idFor(fieldName: string, argName: string, ids: IdsByKind): string | undefined {
  const name = `${argName === 'id' ? fieldName : argName}`.toLowerCase();
  const kind = (['variant', 'product', 'category', 'address'] as const).find((k) => name.includes(k));
  return kind ? ids[kind][0] : undefined;
}

/**
 * A systematic sweep over every mutation: sensible arguments aimed at things that exist, with
 * exactly one argument or input field set to null, then to a value of the wrong kind. Sampling
 * rarely lands on one exact field; a service that trips over `{ "name": null }` is found here.
 */
export function oneFaultSweep({ operation, field }: GraphqlRootField, ids: IdsByKind): FuzzRequest[] {
  const allIds = Object.values(ids).flat();
  const base: Record<string, unknown> = Object.fromEntries(
    field.args.map((a) => [a.name, getNamedType(a.type).name === 'ID' ? (idFor(field.name, a.name, ids) ?? allIds[0]) : plausible(a.type, allIds)]),
  );
  const spots = field.args.flatMap((a) => {
    const inner = getNullableType(a.type);
    return [[a.name], ...(isInputObjectType(inner) ? Object.keys(inner.getFields()).map((f) => [a.name, f]) : [])];
  });
  const defs = field.args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const query = `${operation} Sweep${defs ? `(${defs})` : ''} { ${field.name}${args ? `(${args})` : ''} ${selection(field.type)} }`;
  // An input field is tried inside the full sensible input and alone (a partial update sends just it).
  const shapes = spots.flatMap((spot) =>
    spot.length === 1
      ? [{ spot, alone: false }]
      : [
          { spot, alone: false },
          { spot, alone: true },
        ],
  );
  return shapes.flatMap(({ spot, alone }) =>
    [null, 'x', 1, [], {}].map((bad) => {
      const variables = JSON.parse(JSON.stringify(base)) as Record<string, Record<string, unknown>>;
      if (spot.length === 1) (variables as Record<string, unknown>)[spot[0]] = bad;
      else variables[spot[0]] = { ...(alone ? {} : variables[spot[0]]), [spot[1]]: bad };
      return {
        target: `${operation} ${field.name}`,
        method: 'POST',
        path: '/graphql',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      };
    }),
  );
}
