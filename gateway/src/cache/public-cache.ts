import { readFileSync } from 'node:fs';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { TokenVerifier, bearerToken } from '@shop/auth';
import { env, envInt, rabbitmqUrl, type Logger } from '@shop/config';
import { CatalogEvents, isStaff } from '@shop/contracts';
import { EventBroadcast } from '@shop/messaging';
import { LOGGER } from '@shop/platform';
import { SUPERGRAPH_PATH } from '../graphql/graphql-gateway';
import { countCacheRequest } from './cache-metrics';
import { Doorkeeper } from './doorkeeper';
import { CatalogFields, GraphqlPublicReads, Tags, answersData, classifyGet, tagsOf, type PublicRead } from './public-reads';
import { ResponseStore } from './response-store';
import { StockBatch } from './stock-batch';

const CACHEABLE_TYPES = /^(application\/json|application\/graphql-response\+json|text\/html)\b/;

/** Answers of the normal path are read up to this size; a larger one is sent but not kept. */
const MAX_CAPTURE_BYTES = 2 * 1024 * 1024;

type Write = Response['write'];
type End = Response['end'];

/**
 * The gateway's response cache for public catalog reads (decision 0900).
 *
 * - Only reads that answer the same to every guest and every customer are cached: REST
 *   GET /api/products, /api/products/{id}, /api/categories, the product page HTML, and GraphQL
 *   queries whose every field the catalog resolves under `products`, `product` or `categories`.
 *   A staff token skips the cache altogether (staff see hidden products); a customer's token is
 *   verified and then dropped for the read, which runs exactly as a guest's; an invalid token goes
 *   the normal way (401). Nothing personal can reach the cache: no answer to a request carrying
 *   credentials is ever stored, nor one that sets a cookie, fails or has GraphQL errors.
 * - Freshness: every gateway replica listens to the catalog's events on its own queue (fan-out);
 *   a price, name, image, visibility or category change drops the product and every listing, a
 *   stock change drops the product's entries and the listings that show it. While the broker
 *   connection is down the cache is bypassed (events could be missed) and emptied when it is back.
 *   An answer computed within PUBLIC_CACHE_REPLICA_LAG_MS (500 ms) after a change other than
 *   stock is kept only until then: a catalog replica may hear the event after this gateway.
 *   PUBLIC_CACHE_TTL_MS (30 s) bounds the life of any entry whatever happens.
 */
@Injectable()
export class PublicCache implements OnApplicationShutdown {
  readonly enabled = env('PUBLIC_CACHE', 'on') !== 'off';
  private readonly maxEntries = envInt('PUBLIC_CACHE_MAX_ENTRIES', 5000);
  readonly store = new ResponseStore({
    ttlMs: envInt('PUBLIC_CACHE_TTL_MS', 30_000),
    refreshWindowMs: 5000,
    racedGraceMs: envInt('PUBLIC_CACHE_RACED_GRACE_MS', 400),
    staleMs: envInt('PUBLIC_CACHE_STALE_MS', 400),
    replicaLagMs: envInt('PUBLIC_CACHE_REPLICA_LAG_MS', 500),
    maxEntries: this.maxEntries,
    maxBytes: envInt('PUBLIC_CACHE_MAX_MB', 64) * 1024 * 1024,
  });
  private readonly graphql = new GraphqlPublicReads(new CatalogFields(readFileSync(SUPERGRAPH_PATH, 'utf8')));
  private readonly broadcast: EventBroadcast;
  /** Keys that missed before: only their answers are stored (a key asked once is never kept). */
  private readonly doorkeeper = new Doorkeeper(2 * this.maxEntries);
  /** Keys being computed by the normal path now: later requests for them wait instead of piling onto the catalog. */
  private readonly inflight = new Map<string, Promise<void>>();
  private live = false;
  /**
   * Stock changes, dropped in batches. Their entries stay stale for PUBLIC_CACHE_STALE_MS: served
   * while one request computes each one's replacement.
   */
  private readonly stock = new StockBatch(envInt('PUBLIC_CACHE_STOCK_BATCH_MS', 250), (productIds) =>
    this.store.invalidate([...productIds.map((id) => Tags.product(id)), Tags.bestSellers, Tags.untracked], { keepStale: true }),
  );

  constructor(
    private readonly verifier: TokenVerifier,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.broadcast = new EventBroadcast({
      name: 'gateway',
      url: rabbitmqUrl(),
      logger,
      onUp: () => {
        // Events may have been missed while away: start again from nothing.
        this.stock.clear();
        this.store.invalidate(null);
        this.live = true;
      },
      onDown: () => {
        this.live = false;
        this.stock.clear();
        this.store.invalidate(null);
      },
    });
    this.broadcast
      .on(CatalogEvents.StockChanged, (e) => this.onStockChanged(e.productId))
      .on(CatalogEvents.ProductChanged, (e) => this.store.invalidate([Tags.product(e.productId), Tags.listing, Tags.categories]))
      .on(CatalogEvents.CategoryChanged, () => this.store.invalidate(null));
  }

  private onStockChanged(productId: string): void {
    this.stock.add(productId);
  }

  /** Drops the entries of every product whose stock changed since the last batch, now. */
  flushStock(): void {
    this.stock.flush();
  }

  async start(): Promise<void> {
    if (this.enabled) await this.broadcast.start();
  }

  /** Serving from the cache: on, and sure to hear of every change. */
  isLive(): boolean {
    return this.enabled && this.live;
  }

  async onApplicationShutdown(): Promise<void> {
    this.stock.clear();
    await this.broadcast.stop();
  }

  /**
   * The data of a public GraphQL read for the app shell to inline (decision 0903): kept in the
   * same store as every public answer, under its own key, with the same tags, so the catalog's
   * events drop it exactly as they drop the API's answer. Null when the read is not public (then
   * nothing may be inlined into shared HTML); run directly, uncached, while the cache is not live.
   */
  async publicData(body: { query: string; variables: Record<string, unknown>; operationName: string }, run: () => Promise<unknown>): Promise<unknown> {
    const read = this.graphql.classify(body);
    if (!read) return null;
    if (!this.isLive()) {
      countCacheRequest('bypass');
      return run();
    }
    const key = `F ${read.key}`;
    const found = this.store.lookup(key);
    const hit = found && !found.expired;
    countCacheRequest(hit ? 'hit' : 'miss');
    if (hit) return JSON.parse(found.entry.body.toString('utf8')) as unknown;
    const startedAt = this.store.begin();
    const data = await run();
    const text = JSON.stringify(data);
    this.store.put(key, startedAt, { status: 200, contentType: 'application/json', body: Buffer.from(text), tags: tagsOf(read, text) });
    return data;
  }

  /** `get`: REST reads and product pages; `graphql`: POSTed queries (mounted at /graphql, after the body parser). */
  middleware(kind: 'get' | 'graphql'): RequestHandler {
    return (req, res, next) => {
      if (!this.enabled) return next();
      const read = this.classify(kind, req);
      if (!read) return next();
      const bypass = () => {
        countCacheRequest('bypass');
        next();
      };
      if (!this.isLive()) return bypass();
      if (req.headers.authorization === undefined) return this.serve(read, req, res, next);
      this.asGuest(req).then((guest) => (guest ? this.serve(read, req, res, next) : bypass()), bypass);
    };
  }

  private classify(kind: 'get' | 'graphql', req: Request): PublicRead | null {
    try {
      return kind === 'get' ? this.classifyGet(req) : this.classifyGraphql(req);
    } catch {
      return null; // whatever cannot be read as a public read (odd encodings) goes the normal way
    }
  }

  private classifyGet(req: Request): PublicRead | null {
    if (req.method !== 'GET') return null;
    const q = req.originalUrl.indexOf('?');
    return classifyGet(req.path, q < 0 ? '' : req.originalUrl.slice(q + 1));
  }

  private classifyGraphql(req: Request): PublicRead | null {
    if (req.method !== 'POST' || (req.path !== '/' && req.path !== '')) return null;
    const read = this.graphql.classify(req.body);
    // Apollo picks the answer's content type from Accept.
    return read && { ...read, key: `${read.key}\n${req.headers.accept ?? ''}` };
  }

  /**
   * A customer reads the catalog as a guest does: once the token is known valid it is dropped
   * from this request, so the subgraphs see a guest. Staff (and anything unverifiable) go the
   * normal way, uncached.
   */
  private async asGuest(req: Request): Promise<boolean> {
    const token = bearerToken(req as never);
    if (!token) return false;
    const user = await this.verifier.verify(token);
    if (isStaff(user.role)) return false;
    delete req.headers.authorization;
    return true;
  }

  /**
   * A hit is sent at once. So is an expired entry (past its TTL, or dropped by a stock change
   * less than PUBLIC_CACHE_STALE_MS ago) while another request computes its replacement:
   * `X-Cache: STALE`. Otherwise a miss while the same answer is being computed waits for it (a
   * sale's 50 shoppers opening one product cost one catalog read, not 50) and looks again; after
   * two waits that stored nothing (a change arrived meanwhile each time) it computes its own.
   * A key's first miss is computed but not stored; from its second on, the answer is stored and
   * waited for (so 50 shoppers opening a product nobody asked for yet cost two catalog reads).
   */
  private serve(read: PublicRead, req: Request, res: Response, next: NextFunction, waits = 0): void {
    if (read.route && res.locals) res.locals.routeTemplate ??= read.route;
    const found = this.store.lookup(read.key);
    const inflight = this.inflight.get(read.key);
    // Past its TTL, an entry serves only while another request computes its replacement.
    const hit = found && (!found.expired || inflight) ? found.entry : undefined;
    const pending = hit ? undefined : inflight;
    if (pending && waits < 2) {
      void pending.then(() => this.serve(read, req, res, next, waits + 1));
      return;
    }
    countCacheRequest(hit ? 'hit' : 'miss');
    if (hit) {
      res.status(hit.status);
      res.setHeader('Content-Type', hit.contentType);
      if (hit.cacheControl) res.setHeader('Cache-Control', hit.cacheControl);
      res.setHeader('X-Cache', found!.expired ? 'STALE' : 'HIT');
      res.setHeader('Vary', 'Accept-Encoding');
      const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) ? this.store.gzipOf(read.key, hit) : undefined;
      // Already encoded: the compression middleware lets it through as it is.
      if (gzip) res.setHeader('Content-Encoding', 'gzip');
      const body = gzip ?? hit.body;
      res.setHeader('Content-Length', body.length);
      res.end(body);
      return;
    }
    res.setHeader('X-Cache', 'MISS');
    // Stored from its second miss on (an expired entry's key was stored before): the first one
    // is only remembered (`Doorkeeper`).
    if (!pending && (found !== undefined || this.doorkeeper.admits(read.key))) this.capture(read, res);
    next();
  }

  /** Reads the answer of the normal path as it is sent, and keeps it if it is a plain success. */
  private capture(read: PublicRead, res: Response): void {
    const startedAt = this.store.begin();
    let done!: () => void;
    this.inflight.set(
      read.key,
      new Promise<void>((resolve) => {
        done = () => {
          if (this.inflight.get(read.key) === current) this.inflight.delete(read.key);
          resolve();
        };
      }),
    );
    const current = this.inflight.get(read.key);
    const chunks: Buffer[] = [];
    let size = 0;
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function' || size > MAX_CAPTURE_BYTES) return;
      const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
      size += buf.length;
      chunks.push(buf);
    };
    const write = res.write;
    const end = res.end;
    res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
      collect(chunk, rest[0]);
      return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
    } as Write;
    const keep = () => {
      if (size > MAX_CAPTURE_BYTES) return;
      try {
        this.keep(read, startedAt, res, Buffer.concat(chunks));
      } catch (err) {
        this.logger.warn({ err }, 'public cache: answer not kept');
      }
    };
    // Kept when the answer is complete, even if its client has gone meanwhile (others wait for it).
    res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
      collect(chunk, rest[0]);
      const result = (end as (...a: unknown[]) => Response).call(this, chunk, ...rest);
      keep();
      done();
      return result;
    } as End;
    res.once('close', done);
  }

  private keep(read: PublicRead, startedAt: number, res: Response, body: Buffer): void {
    const contentType = String(res.getHeader('content-type') ?? '');
    // The bytes read here are the ones before compression (that middleware runs earlier and wraps `end` first).
    if (res.statusCode !== 200 || res.getHeader('set-cookie') !== undefined) return;
    if (!CACHEABLE_TYPES.test(contentType) || body.length === 0) return;
    const text = body.toString('utf8');
    if (!contentType.startsWith('text/html') && !answersData(text)) return;
    const cacheControl = res.getHeader('cache-control');
    this.store.put(read.key, startedAt, {
      status: 200,
      contentType,
      cacheControl: cacheControl === undefined ? undefined : String(cacheControl),
      body,
      tags: tagsOf(read, text),
    });
  }
}
