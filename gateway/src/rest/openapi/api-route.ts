import { SetMetadata } from '@nestjs/common';
import type { JsonSchema } from './graphql-json-schema';

/**
 * Who may call a route (product §15 "who"): `anyone` (a token, when sent, must still be valid),
 * `signedIn` (any role), `customer`, `owner` (the order's customer, or staff), `staff` (seller or
 * admin), and `sepay` (the bank's `Authorization: Apikey …`, decision 0701).
 */
export type Access = 'anyone' | 'signedIn' | 'customer' | 'owner' | 'staff' | 'sepay';

/** How a route builds `data` from its operation's answer (the controller's own mapping). */
export type DataShape =
  /** `data` is that root field's answer (`nonNull`: the route answers 404 instead of a null). */
  | { field: string; nonNull?: boolean }
  /** `data` is an object holding root fields under names of its own: `{ product: createProduct }`. */
  | { wrap: Record<string, string>; nonNull?: boolean }
  /** `data` merges the root fields' objects into one. */
  | { merge: string[] }
  /** `data` is `{}`. */
  | { empty: true };

/** A body or query string read from the operation's variables: one input object's fields, or some variables by name. */
export type FromVariables = { input: string } | { variables: string[] } | { schema: JsonSchema };

export interface ApiRouteSpec {
  tag: string;
  summary: string;
  description?: string;
  access: Access;
  /** The GraphQL operation the handler runs: the document's schemas are read from it. */
  operation?: string;
  data?: DataShape;
  /** The success answer carries `message`: always, or only sometimes. */
  message?: boolean;
  body?: FromVariables;
  /** The body's media type when it is not JSON (a workbook sent back). */
  bodyType?: string;
  query?: FromVariables;
  /** Statuses and codes beyond those every route of its kind may answer. */
  errors?: Record<number, string[]>;
  idempotencyKey?: boolean;
  /** The success status, when the handler writes the answer itself (a redirect). */
  status?: number;
  /** An answer that is not the JSON envelope of an operation (proxied files, redirects, this document). */
  answer?: { description: string; content?: Record<string, JsonSchema>; headers?: Record<string, string> };
}

export const API_ROUTE = 'shop:api-route';

/** Describes a REST route for the OpenAPI document at /api/openapi.json (decision 0451). */
export const ApiRoute = (spec: ApiRouteSpec): MethodDecorator => SetMetadata(API_ROUTE, spec);
