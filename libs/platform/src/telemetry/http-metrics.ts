import type { IncomingMessage, ServerResponse } from 'node:http';
import { shopHistogram } from './shop-histogram';

/** Seconds: from a cached read (a few ms) to a subgraph that timed out. */
export const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

// A histogram of the shop's own: recorded on every request, where the SDK's cost a share of a cached read (decision 0440).
const requestDuration = shopHistogram(
  'http_server_request_duration_seconds',
  'HTTP requests served, by method, route template and status',
  's',
  ['method', 'route', 'status'],
  DURATION_BUCKETS,
);

interface RoutedRequest extends IncomingMessage {
  baseUrl?: string;
  route?: { path?: unknown };
}

/**
 * The route a request matched, as its pattern (`/api/products/:id`), never the path itself: ids
 * in labels would make a series per product. A request answered inside a mounted middleware (the
 * GraphQL endpoint, a proxy) counts under its mount path; paths nothing matched share `unmatched`.
 */
export function routeTemplate(req: RoutedRequest, res: ServerResponse): string {
  const path = req.route?.path;
  if (typeof path === 'string') return `${req.baseUrl ?? ''}${path}` || '/';
  const named = (res as ServerResponse & { locals?: { routeTemplate?: string } }).locals?.routeTemplate;
  return named ?? (req.baseUrl || 'unmatched');
}

/** Times one request until its response is finished (or the client went away). */
export function observeRequest(req: RoutedRequest, res: ServerResponse, route: (req: RoutedRequest, res: ServerResponse) => string = routeTemplate): void {
  const started = process.hrtime.bigint();
  res.once('close', () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    requestDuration.record(seconds, { method: req.method ?? 'GET', route: route(req, res), status: String(res.statusCode) });
  });
}

/** Express middleware: every request of the app is timed into `http_server_request_duration_seconds`. */
export function requestMetrics(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  observeRequest(req, res);
  next();
}

/**
 * Names the route of what a catch-all middleware serves (the web app's pages and files), which
 * Express records neither as a route nor as a mount: without it they would count as `unmatched`.
 * A route matched later (the Nest routes run after every middleware) still names itself.
 */
export function routeLabel(template: string) {
  return (_req: IncomingMessage, res: ServerResponse & { locals?: Record<string, unknown> }, next: () => void): void => {
    if (res.locals) res.locals.routeTemplate ??= template;
    next();
  };
}
