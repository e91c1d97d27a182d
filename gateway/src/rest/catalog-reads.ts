import { Inject, Injectable } from '@nestjs/common';
import type { Request, RequestHandler, Response } from 'express';
import { PRODUCT_PAGE_FIELDS } from '@shop/contracts';
import type { Logger } from '@shop/config';
import { DomainError, LOGGER, answerFailure, isUuid } from '@shop/platform';
import { GatewayExecutor } from '../graphql/gateway-executor';
import { productFilter, queryPage } from './catalog-body';

// The catalog's public reads as the REST facade answers them (product §15, decisions 0206, 0911):
// each is the catalog's own REST read, its text made the envelope without being parsed again.
// `ProductsController` answers them through Nest; `CatalogReads` answers a guest's before
// Nest's router runs (decision 0913). Both call these, so the answers are the same.

export const LIST = `query Products($filter: ProductFilter) {
  products(filter: $filter) { ${PRODUCT_PAGE_FIELDS} }
}`;

/** The longest listing read sent as a URL: the longest filter the catalog accepts, written in Vietnamese and escaped, is about 6 KB. */
const MAX_READ_PATH = 8192;
const internal = () => new DomainError('INTERNAL', 'Đã có lỗi xảy ra, vui lòng thử lại sau', 500);
const productNotFound = () => new DomainError('PRODUCT_NOT_FOUND', 'Không tìm thấy sản phẩm', 404);

/** The listing's page (search and filters included) as REST text. */
export async function listingText(gql: GatewayExecutor, req: Request, query: Record<string, unknown>): Promise<string> {
  const filter = { ...productFilter(query), includeInactive: query.includeInactive === 'true' ? true : undefined };
  // Every field is the catalog's: its own REST read of the page answers what the operation
  // would; a filter it does not read itself (a type GraphQL would refuse) goes to the operation,
  // whose answer, an error included, is the shop's (decision 0911).
  const path = `/products?filter=${encodeURIComponent(JSON.stringify(filter))}`;
  // A filter longer than any the catalog accepts (its texts are at most 200 letters) is asked of
  // GraphQL at once, in a body: in a URL it could outgrow what a server reads of a request's head.
  const read = path.length <= MAX_READ_PATH ? await gql.restGetOrDeclinedOn('catalog', req, path) : undefined;
  const text = read === undefined ? await gql.restTextOn('catalog', req, LIST, { filter }, 'products') : read;
  if (text === null) throw internal();
  return text;
}

/** Suggestions under the search box as the shopper types (decision 0204): at every key press, neither a federated plan nor a GraphQL execution. */
export async function suggestionsText(gql: GatewayExecutor, req: Request, query: Record<string, unknown>): Promise<string> {
  const params = new URLSearchParams({ q: typeof query.q === 'string' ? query.q.slice(0, 100) : '' });
  const limit = queryPage(query.limit);
  if (limit !== undefined) params.set('limit', String(limit));
  const text = await gql.restGetOn('catalog', req, `/products/suggestions?${params}`);
  if (text === null) throw internal();
  return text;
}

/** One product's detail (no GraphQL execution per miss); 404 when the catalog has none to show this viewer. */
export async function detailText(gql: GatewayExecutor, req: Request, id: string): Promise<string> {
  const text = await gql.restGetOn('catalog', req, `/products/${encodeURIComponent(id)}`);
  if (text === null) throw productNotFound();
  return text;
}

/** A JSON answer already written as text: what `res.json` sends of the same value (type, charset, ETag). */
export const sendJson = (res: Response, text: string) => res.type('application/json').send(text);

interface Read {
  /** The route's template, as Nest's route names it in metrics and spans. */
  route: string;
  text: (gql: GatewayExecutor, req: Request) => Promise<string>;
}

const LISTING: Read = { route: '/api/products', text: (gql, req) => listingText(gql, req, req.query as Record<string, unknown>) };
const SUGGESTIONS: Read = { route: '/api/products/suggestions', text: (gql, req) => suggestionsText(gql, req, req.query as Record<string, unknown>) };
const DETAIL_PREFIX = '/api/products/';

/** The guest read a path is, or undefined for every other path (and for the spellings Nest also matches: case, a trailing slash). */
function readOf(path: string): Read | undefined {
  if (path === LISTING.route) return LISTING;
  if (path === SUGGESTIONS.route) return SUGGESTIONS;
  if (!path.startsWith(DETAIL_PREFIX)) return undefined;
  const id = path.slice(DETAIL_PREFIX.length);
  return isUuid(id) ? { route: '/api/products/:id', text: (gql, req) => detailText(gql, req, id) } : undefined;
}

/**
 * The reads every shopper makes, answered in a middleware right after the gateway's response
 * cache (decision 0913): for a guest (a customer's token is dropped for these reads by the cache
 * once it is verified) a listing, a search, a detail or a suggestion the cache cannot answer
 * costs neither Express's router, Nest's route, guard and pipes, nor the body parser. The text,
 * status, headers and failures are those of `ProductsController`'s routes, which still answer
 * every other request (a token, HEAD, another spelling of the path).
 */
@Injectable()
export class CatalogReads {
  constructor(
    private readonly gql: GatewayExecutor,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  middleware(): RequestHandler {
    return (req, res, next) => {
      if (req.method !== 'GET' || req.headers.authorization !== undefined) return next();
      const read = readOf(req.path);
      if (!read) return next();
      res.locals.routeTemplate = read.route;
      read
        .text(this.gql, req)
        .then((text) => sendJson(res, text))
        .catch((err: unknown) => answerFailure(res, err, this.logger));
    };
  }
}
