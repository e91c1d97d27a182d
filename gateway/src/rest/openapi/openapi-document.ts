import { readFileSync } from 'node:fs';
import { HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common';
import { buildSchema, type GraphQLSchema } from 'graphql';
import { SUPERGRAPH_PATH } from '../../graphql/graphql-gateway';
import { API_ROUTE, type Access, type ApiRouteSpec, type DataShape, type FromVariables } from './api-route';
import { rootFieldSchemas, variableSchemas, type JsonSchema } from './graphql-json-schema';
import { WEBHOOK_ROUTES } from './webhook-routes';

// The OpenAPI 3.1 document of the REST facade (decision 0451), built from the routes Nest has
// (each handler's @ApiRoute) and the GraphQL operations they run. A route without @ApiRoute
// makes the build fail, so none can be served undocumented.

export type OpenApiDocument = Record<string, unknown> & { paths: Record<string, Record<string, Operation>> };
type Operation = Record<string, unknown>;

const FAILURE = { $ref: '#/components/schemas/Failure' };

/** What each kind of failure means to a caller, with the codes it may carry. */
const STATUS_TEXT: Record<number, string> = {
  400: 'The request cannot be read or a field is not valid (`errors` names the fields)',
  401: 'No token, or one refused (expired, revoked, the account locked)',
  403: 'The signed-in role may not do this',
  404: 'Not found, or not the caller’s',
  409: 'In conflict with the current state',
  413: 'The body is too large',
  415: 'Not the media type the route takes',
  422: 'The request cannot be carried out as sent',
  429: 'Too many attempts: wait and retry',
  500: 'Unexpected failure (logged with the correlation id)',
  503: 'A service, its database or the broker is unavailable: retry shortly',
  504: 'A service did not answer in time: retry',
};

const COMMON_CODES: Record<number, string[]> = {
  400: ['VALIDATION_FAILED', 'BAD_REQUEST', 'INVALID_INPUT', 'INVALID_CHARACTERS', 'INVALID_PATH'],
  401: ['UNAUTHENTICATED'],
  403: ['FORBIDDEN'],
  413: ['PAYLOAD_TOO_LARGE'],
  500: ['INTERNAL'],
  503: ['SERVICE_UNAVAILABLE'],
};

const SECURITY: Record<Access, Record<string, string[]>[]> = {
  anyone: [{}, { bearer: [] }],
  signedIn: [{ bearer: [] }],
  customer: [{ bearer: [] }],
  owner: [{ bearer: [] }],
  staff: [{ bearer: [] }],
  sepay: [{ sepayApiKey: [] }],
};

const WHO: Record<Access, string> = {
  anyone: 'Anyone (a token, when sent, must be valid).',
  signedIn: 'Signed in, any role.',
  customer: 'A signed-in customer.',
  owner: 'The order’s customer, or staff.',
  staff: 'Staff: a seller or an admin.',
  sepay: 'SePay, with `Authorization: Apikey <SEPAY_WEBHOOK_API_KEY>`.',
};

/** The schema without its `null`: a route that answers 404 instead of a null. */
function nonNull(schema: JsonSchema): JsonSchema {
  if (Array.isArray(schema.type)) {
    const type = (schema.type as string[]).filter((t) => t !== 'null');
    const out: JsonSchema = { ...schema, type: type.length === 1 ? type[0] : type };
    if (Array.isArray(schema.enum)) out.enum = (schema.enum as unknown[]).filter((v) => v !== null);
    return out;
  }
  if (Array.isArray(schema.anyOf)) {
    const rest = (schema.anyOf as JsonSchema[]).filter((s) => s.type !== 'null');
    return rest.length === 1 ? rest[0] : { anyOf: rest };
  }
  return schema;
}

const object = (properties: Record<string, JsonSchema>, required = Object.keys(properties)): JsonSchema => ({
  type: 'object',
  properties,
  ...(required.length ? { required } : {}),
  additionalProperties: false,
});

function dataSchema(shape: DataShape, roots: Record<string, JsonSchema>, where: string): JsonSchema {
  const root = (name: string, strip?: boolean) => {
    const s = roots[name];
    if (!s) throw new Error(`${where}: its operation has no root field ${name}`);
    return strip ? nonNull(s) : s;
  };
  if ('empty' in shape) return object({});
  if ('field' in shape) return root(shape.field, shape.nonNull);
  if ('wrap' in shape) return object(Object.fromEntries(Object.entries(shape.wrap).map(([key, name]) => [key, root(name, shape.nonNull)])));
  const properties: Record<string, JsonSchema> = {};
  for (const name of shape.merge) Object.assign(properties, (nonNull(root(name)) as { properties: Record<string, JsonSchema> }).properties);
  return object(properties);
}

/** A body's schema: one input object's fields, or some variables by name. */
function bodySchema(from: FromVariables, spec: ApiRouteSpec, supergraph: GraphQLSchema, where: string): JsonSchema {
  if ('schema' in from) return from.schema;
  const variables = variableSchemas(supergraph, spec.operation ?? '');
  if ('input' in from) {
    const v = variables[from.input];
    if (!v?.fields) throw new Error(`${where}: $${from.input} is not an input object of its operation`);
    const properties = Object.fromEntries(
      Object.entries(v.fields).map(([k, f]) => [k, f.description ? { ...f.schema, description: f.description } : f.schema]),
    );
    const required = Object.entries(v.fields).flatMap(([k, f]) => (f.required ? [k] : []));
    return { type: 'object', properties, ...(required.length ? { required } : {}) };
  }
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const name of from.variables) {
    const v = variables[name];
    if (!v) throw new Error(`${where}: its operation has no $${name}`);
    properties[name] = v.schema;
    if (v.required) required.push(name);
  }
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}

/** Query parameters: one input object's fields, or some variables by name. */
function queryParameters(from: FromVariables, spec: ApiRouteSpec, supergraph: GraphQLSchema, where: string): JsonSchema[] {
  const schema = bodySchema(from, spec, supergraph, where) as { properties: Record<string, JsonSchema> };
  return Object.entries(schema.properties).map(([name, s]) => {
    const { description, ...rest } = s;
    return { name, in: 'query', required: false, schema: nonNull(rest), ...(description ? { description } : {}) };
  });
}

function failures(spec: ApiRouteSpec, hasBody: boolean): Record<string, JsonSchema> {
  const statuses: Record<number, string[]> = {};
  const add = (status: number, codes: string[] = COMMON_CODES[status] ?? []) => (statuses[status] = [...new Set([...(statuses[status] ?? []), ...codes])]);
  if (spec.access !== 'sepay') {
    add(400);
    add(401);
    add(500);
    add(503);
  }
  if (spec.access === 'customer' || spec.access === 'staff') add(403);
  if (hasBody) add(413);
  for (const [status, codes] of Object.entries(spec.errors ?? {})) add(Number(status), codes);
  return Object.fromEntries(
    Object.entries(statuses)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([status, codes]) => [
        status,
        {
          description: `${STATUS_TEXT[Number(status)] ?? 'Failure'}.${codes.length ? ` Codes: ${codes.map((c) => `\`${c}\``).join(', ')}.` : ''}`,
          content: { 'application/json': { schema: FAILURE } },
        },
      ]),
  );
}

interface Route {
  method: string;
  path: string;
  spec: ApiRouteSpec | undefined;
  status: number;
  handler: string;
}

const joinPath = (...parts: (string | string[] | undefined)[]): string =>
  '/' +
  parts
    .flatMap((p) => (Array.isArray(p) ? p[0] : p) ?? '')
    .flatMap((p) => p.split('/'))
    .filter(Boolean)
    .join('/');

/** Every route of these controllers, read from Nest's decorator metadata as Nest's router reads it. */
export function controllerRoutes(controllers: readonly (new (...args: never[]) => unknown)[]): Route[] {
  const routes: Route[] = [];
  for (const controller of controllers) {
    const base = Reflect.getMetadata(PATH_METADATA, controller) as string | string[] | undefined;
    const proto = controller.prototype as Record<string, unknown>;
    for (const name of Object.getOwnPropertyNames(proto)) {
      const handler = proto[name];
      if (name === 'constructor' || typeof handler !== 'function') continue;
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (method === undefined) continue;
      const verb = RequestMethod[method];
      const httpCode = (Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined) ?? (verb === 'POST' ? 201 : 200);
      const spec = Reflect.getMetadata(API_ROUTE, handler) as ApiRouteSpec | undefined;
      const status = spec?.status ?? httpCode;
      const paths = [Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined].flat();
      for (const p of paths) routes.push({ method: verb, path: joinPath(base, p), spec, status, handler: `${controller.name}.${name}` });
    }
  }
  return routes;
}

/** `/api/orders/:id` → `/api/orders/{id}`; a catch-all (`*path`) is no route of the document. */
const openApiPath = (path: string) => (path.includes('*') ? undefined : path.replace(/:([A-Za-z]+)/g, '{$1}'));

function operationFor(route: Route, supergraph: GraphQLSchema): Operation {
  const where = `${route.method} ${route.path} (${route.handler})`;
  const spec = route.spec;
  if (!spec) throw new Error(`${where} has no @ApiRoute: every /api route is in the OpenAPI document`);
  const parameters: JsonSchema[] = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  if (spec.query) parameters.push(...queryParameters(spec.query, spec, supergraph, where));
  if (spec.idempotencyKey) {
    parameters.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description:
        'One key per order the customer means to place (decision 0614): the same key with the same body gives back the same order; with another body, 422; while the first request still runs, 409.',
      schema: { type: 'string', maxLength: 200 },
    });
  }
  let success: JsonSchema;
  if (spec.answer) {
    success = {
      description: spec.answer.description,
      ...(spec.answer.content ? { content: Object.fromEntries(Object.entries(spec.answer.content).map(([type, schema]) => [type, { schema }])) } : {}),
      ...(spec.answer.headers
        ? { headers: Object.fromEntries(Object.entries(spec.answer.headers).map(([h, d]) => [h, { description: d, schema: { type: 'string' } }])) }
        : {}),
    };
  } else {
    if (!spec.operation || !spec.data) throw new Error(`${where}: @ApiRoute names neither its operation and data nor its answer`);
    const data = dataSchema(spec.data, rootFieldSchemas(supergraph, spec.operation), where);
    const envelope = object(
      { success: { const: true }, data, ...(spec.message === undefined ? {} : { message: { type: 'string' } }) },
      spec.message ? ['success', 'data', 'message'] : ['success', 'data'],
    );
    success = { description: 'Done', content: { 'application/json': { schema: envelope } } };
  }
  const body = spec.body ? bodySchema(spec.body, spec, supergraph, where) : undefined;
  return {
    operationId: route.handler.replace('Controller.', '_'),
    tags: [spec.tag],
    summary: spec.summary,
    description: [spec.description, WHO[spec.access]].filter(Boolean).join('\n\n'),
    security: SECURITY[spec.access],
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: { required: true, content: { [spec.bodyType ?? 'application/json']: { schema: body } } } } : {}),
    responses: { [String(route.status)]: success, ...failures(spec, Boolean(body)) },
  };
}

/** The areas of product §15, in the order a reader meets them. */
const TAGS: Record<string, string> = {
  Account: 'Registering, signing in, the profile, the password and the address book (identity).',
  Customers: 'The staff list of customer accounts (identity).',
  Newsletter: 'Confirmed subscribers for staff (identity).',
  Products: 'The catalog: listing, search, detail, and for staff products, stock and images (catalog).',
  Categories: 'Product categories (catalog).',
  Cart: 'The signed-in customer’s cart, kept by the shop (orders).',
  Orders: 'Placing, following, cancelling and rating orders; staff order handling (orders).',
  Payments: 'VietQR bank transfers: the code to pay, its state, staff confirmation and bank notifications (payments).',
  Coupons: 'Discount codes (orders).',
  Statistics: 'Staff dashboard figures (orders, identity, catalog).',
  Documentation: 'This document and its reference page.',
};

let supergraphSchema: GraphQLSchema | undefined;
const supergraph = () => (supergraphSchema ??= buildSchema(readFileSync(SUPERGRAPH_PATH, 'utf8')));

/** The document of every route of `controllers` (the REST facade's), plus the webhooks streamed to payments. */
export function buildOpenApiDocument(controllers: readonly (new (...args: never[]) => unknown)[]): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const routes = [...controllerRoutes(controllers), ...WEBHOOK_ROUTES.map((w) => ({ ...w, handler: w.operationId }))];
  for (const route of routes) {
    const path = openApiPath(route.path);
    if (!path) continue;
    if (route.spec && !TAGS[route.spec.tag]) throw new Error(`${route.method} ${route.path}: unknown tag ${route.spec.tag}`);
    (paths[path] ??= {})[route.method.toLowerCase()] = operationFor(route as Route, supergraph());
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Túi Việt REST API',
      version: '1.0.0',
      description:
        'The REST facade of the shop (product §15). Every answer is JSON: `{ success: true, data, message? }`, or `{ success: false, message, code, errors? }` with the status of the failure. Ids are `_id`. Messages are Vietnamese. The same operations, and more, are at `/graphql`.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/' }],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The token `POST /api/auth/login` answers.' },
        sepayApiKey: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'SePay sends `Authorization: Apikey <key>` (decision 0701).' },
      },
      schemas: {
        Failure: {
          type: 'object',
          required: ['success', 'message', 'code'],
          properties: {
            success: { const: false },
            message: { type: 'string', description: 'Vietnamese, for people' },
            code: { type: 'string', description: 'Stable, for programs' },
            errors: { type: 'object', additionalProperties: { type: 'string' }, description: 'A message per field that was refused' },
          },
          additionalProperties: false,
        },
      },
    },
  };
}
