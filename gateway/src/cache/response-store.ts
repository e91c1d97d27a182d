import { gzipSync } from 'node:zlib';

/** One stored answer: the bytes as the client gets them, and what it depends on. */
export interface StoredResponse {
  status: number;
  contentType: string;
  /** As the normal path set it (the HTML shell says `no-cache` to browsers), replayed on hits. */
  cacheControl?: string;
  body: Buffer;
  /** The same body gzipped, made at the first hit that asks for it (`gzipOf`) and kept. */
  gzip?: Buffer;
  tags: ReadonlySet<string>;
  storedAt: number;
  /** An answer computed across a change it shows: served until then at most, never refreshed. */
  expiresAt?: number;
  /**
   * Set when a stock change dropped it: from then on it is served only while its replacement is
   * computed, and never from this time on (the first such change's drop + `staleMs`).
   */
  staleUntil?: number;
}

export interface ResponseStoreOptions {
  ttlMs: number;
  /**
   * After the TTL an entry is still served for this long while one request computes its
   * replacement, so the expiry of a hot answer never makes every shopper wait. Invalidated
   * entries are gone at once: this only covers the TTL, the safety net for changes without events.
   */
  refreshWindowMs?: number;
  /**
   * An answer whose computation overlapped a change it shows may still be kept, until this long
   * after that change's invalidation (0: never kept). Under a sale a hot answer takes longer to
   * compute than the time between two stock changes; without this it would never be kept and
   * every shopper would wait on the catalog. Bounded staleness: keep it well under the 1 s
   * freshness promise (decision 0900).
   */
  racedGraceMs?: number;
  /**
   * An entry a stock change dropped (`invalidate(tags, { keepStale: true })`) is still served for
   * this long after that drop while one request computes its replacement, so the other readers of
   * a hot product do not wait on the catalog at every batch of a sale's stock changes (0: dropped
   * at once). It counts from the first drop the entry missed, not from the last, so the bound of
   * the freshness promise is the stock batch + this, as for `racedGraceMs` (decision 0900).
   */
  staleMs?: number;
  /**
   * An answer started less than this after a change that was not a stock change (`invalidate`
   * without `keepStale`) is kept only until this long after that change (0: kept as any other).
   * The gateway hears a catalog event at about the time each catalog replica does, not after
   * them: the replica that computes the next answer may not have applied that change yet to
   * what it holds in memory (the listing's snapshot, the suggestions' index), and its answer,
   * stored for the TTL, would show the old state for that long. Stock is read from PostgreSQL at
   * every read, so stock changes need no such window (decision 0900).
   */
  replicaLagMs?: number;
  maxEntries: number;
  maxBytes: number;
  now?: () => number;
}

/** Dropped by everything: an invalidation that names no tags. `stock`: a stock change (`keepStale`). */
export type Invalidation = { seq: number; at: number; tags: ReadonlySet<string> | null; stock: boolean };

/** Whether an invalidation drops an answer showing `tags`. */
const concerns = (invalidation: Invalidation, tags: ReadonlySet<string>): boolean => {
  const changed = invalidation.tags;
  return changed === null || [...tags].some((tag) => changed.has(tag));
};

/** How many invalidations are remembered to judge answers still in flight. */
const LOG_SIZE = 2048;
const GZIP_MIN_BYTES = 1024;

/**
 * The gateway's shared store of public answers (decision 0900): bytes keyed by the normalised
 * request, each tagged with what it shows (`product:<id>`, `listing`, `categories`…).
 * Invalidations drop every entry carrying one of their tags. An answer computed while an
 * invalidation that concerns it arrived is not stored, or (with `racedGraceMs`) only until a
 * short, fixed time after that invalidation: `begin()` is read before the request goes to the
 * subgraphs, and `put()` checks the invalidations since.
 */
export class ResponseStore {
  private readonly entries = new Map<string, StoredResponse>();
  private readonly byTag = new Map<string, Set<string>>();
  private readonly log: Invalidation[] = [];
  private seq = 0;
  private bytes = 0;
  private readonly now: () => number;

  constructor(private readonly options: ResponseStoreOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  /** The position in the invalidation log an answer about to be computed starts from. */
  begin(): number {
    return this.seq;
  }

  get(key: string): StoredResponse | undefined {
    const found = this.lookup(key);
    return found && !found.expired ? found.entry : undefined;
  }

  /**
   * The entry, and whether it is expired: past its TTL, or dropped by a stock change less than
   * `staleMs` ago. An expired entry may serve only while a request computes its replacement.
   */
  lookup(key: string): { entry: StoredResponse; expired: boolean } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = this.now();
    if ((entry.expiresAt !== undefined && now >= entry.expiresAt) || (entry.staleUntil !== undefined && now >= entry.staleUntil)) {
      this.remove(key);
      return undefined;
    }
    if (entry.staleUntil !== undefined) return { entry, expired: true };
    const age = now - entry.storedAt;
    if (age >= this.options.ttlMs + (this.options.refreshWindowMs ?? 0)) {
      this.remove(key);
      return undefined;
    }
    return { entry, expired: age >= this.options.ttlMs };
  }

  /**
   * Stores an answer computed since `startedAt` (from `begin()`). If something it shows changed
   * meanwhile, it is kept only for `racedGraceMs` after that change's invalidation, or not at all.
   */
  put(key: string, startedAt: number, value: { status: number; contentType: string; cacheControl?: string; body: Buffer; tags: Iterable<string> }): boolean {
    const tags = new Set(value.tags);
    const changed = this.changedSince(startedAt, tags);
    let expiresAt: number | undefined;
    if (changed !== undefined) {
      const grace = this.options.racedGraceMs ?? 0;
      if (changed === 'unknown' || grace <= 0) return false;
      expiresAt = changed + grace;
      if (this.now() >= expiresAt) return false;
    }
    const settled = this.settledAt(tags);
    if (settled !== undefined) expiresAt = Math.min(expiresAt ?? settled, settled);
    const size = value.body.length * 2 + key.length;
    if (size > this.options.maxBytes / 10) return false;
    this.remove(key);
    const entry: StoredResponse = {
      status: value.status,
      contentType: value.contentType,
      cacheControl: value.cacheControl,
      body: value.body,
      tags,
      storedAt: this.now(),
      expiresAt,
    };
    this.entries.set(key, entry);
    this.bytes += this.sizeOf(key, entry);
    for (const tag of tags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    this.evict();
    return true;
  }

  /**
   * The entry's body gzipped, undefined when it is too small to gain from it. Made at the first
   * hit that asks for it and kept with the entry: an answer nobody reads again (a listing with
   * filters of its own, most misses under load) is never compressed. Compressing a listing's
   * page as it was stored cost the gateway about as much as the rest of storing it.
   */
  gzipOf(key: string, entry: StoredResponse): Buffer | undefined {
    if (entry.body.length < GZIP_MIN_BYTES) return undefined;
    if (!entry.gzip) {
      entry.gzip = gzipSync(entry.body);
      if (this.entries.get(key) === entry) {
        this.bytes += entry.gzip.length;
        this.evict();
      }
    }
    return entry.gzip;
  }

  /**
   * Drops every entry carrying one of `tags` (all entries when null) and remembers it for answers
   * in flight. With `keepStale` (stock changes) and `staleMs`, the entries are marked stale
   * instead: served only while their replacement is computed, for `staleMs` at most.
   */
  invalidate(tags: Iterable<string> | null, { keepStale = false }: { keepStale?: boolean } = {}): void {
    const set = tags === null ? null : new Set(tags);
    this.seq++;
    this.log.push({ seq: this.seq, at: this.now(), tags: set, stock: keepStale });
    if (this.log.length > LOG_SIZE) this.log.splice(0, this.log.length - LOG_SIZE);
    if (set === null) {
      this.entries.clear();
      this.byTag.clear();
      this.bytes = 0;
      return;
    }
    const staleMs = this.options.staleMs ?? 0;
    if (keepStale && staleMs > 0) {
      const until = this.now() + staleMs;
      for (const tag of set) for (const key of this.byTag.get(tag) ?? []) this.entries.get(key)!.staleUntil ??= until;
      return;
    }
    for (const tag of set) for (const key of [...(this.byTag.get(tag) ?? [])]) this.remove(key);
  }

  /**
   * When the first change an answer started at `startedAt` may miss was announced: undefined if
   * none, 'unknown' when the log no longer reaches back that far.
   */
  private changedSince(startedAt: number, tags: ReadonlySet<string>): number | 'unknown' | undefined {
    if (startedAt === this.seq) return undefined;
    if (this.log.length === 0 || this.log[0].seq > startedAt + 1) return 'unknown';
    let first: number | undefined;
    for (let i = this.log.length - 1; i >= 0 && this.log[i].seq > startedAt; i--) {
      if (concerns(this.log[i], tags)) first = this.log[i].at;
    }
    return first;
  }

  /**
   * Until when an answer showing `tags`, computed now, may be kept: the end of the replica lag
   * window of the earliest change to any of them, not a stock change, that is still inside its
   * window (a replica may have missed it, and every later one); undefined when there is none. The
   * log is read from its end and only as far back as the window.
   */
  private settledAt(tags: ReadonlySet<string>): number | undefined {
    const lag = this.options.replicaLagMs ?? 0;
    if (lag <= 0) return undefined;
    const since = this.now() - lag;
    let earliest: number | undefined;
    for (let i = this.log.length - 1; i >= 0 && this.log[i].at > since; i--) {
      if (!this.log[i].stock && concerns(this.log[i], tags)) earliest = this.log[i].at;
    }
    return earliest === undefined ? undefined : earliest + lag;
  }

  private sizeOf(key: string, entry: StoredResponse): number {
    return key.length + entry.body.length + (entry.gzip?.length ?? 0);
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= this.sizeOf(key, entry);
    for (const tag of entry.tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
  }

  /** Oldest first, until both limits hold. */
  private evict(): void {
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.options.maxEntries && this.bytes <= this.options.maxBytes) return;
      this.remove(key);
    }
  }
}
