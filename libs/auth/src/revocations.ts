import { randomUUID } from 'node:crypto';
import type Redis from 'ioredis';
import { redisUrl } from '@shop/config';
import { assertReachable, REDIS_WRITE_TIMEOUT_MS, requestPathRedis } from './redis';

const key = (userId: string): string => `auth:session-version:${userId}`;

/**
 * Whether the keys above hold every raised version: 'complete' after identity published them all,
 * `pending:<run>` while a publication runs, missing after Redis lost its data (decision 0106).
 * Only 'complete' lets a missing key mean "never raised".
 */
export const PUBLISHED_KEY = 'auth:session-versions:published';
const COMPLETE = 'complete';

// Raises the stored version, never lowers it: two publications of one user that cross on the way
// (a password change and a lock a moment apart, or two identity replicas) cannot bring an older
// version back, which would revive the tokens the newer one revoked.
const RAISE = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
if tonumber(ARGV[1]) > current then redis.call('SET', KEYS[1], ARGV[1]) end
return 0`;

// A publication claims the mark unless it is complete already: the last run to claim it is the one
// that completes it, and a Redis that loses its data meanwhile loses the claim with it.
const BEGIN = `
if redis.call('GET', KEYS[1]) ~= '${COMPLETE}' then redis.call('SET', KEYS[1], ARGV[1]) end
return 0`;
const FINISH = `
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('SET', KEYS[1], '${COMPLETE}') end
return 0`;

/**
 * The minimum session version per user, kept in Redis so every service can refuse tokens issued
 * before a password change, a lock or a role change without asking identity (identity keeps the
 * same number in its table; decisions 0004, 0100, 0421, 0106).
 */
export class SessionVersions {
  /** Reads on the request path: a short timeout, then the caller's fallback. */
  private readonly redis: Redis;
  /** Writes of the publication, off the request path: patient (opened on first use). */
  private writer?: Redis;

  constructor(private readonly url = redisUrl()) {
    this.redis = requestPathRedis(url);
  }

  private writes(): Redis {
    this.writer ??= requestPathRedis(this.url, REDIS_WRITE_TIMEOUT_MS);
    return this.writer;
  }

  /**
   * The user's minimum version, or undefined when Redis cannot vouch for it (it lost its data, or
   * identity is publishing everything again). Throws when Redis does not answer in time.
   */
  async current(userId: string): Promise<number | undefined> {
    assertReachable(this.redis);
    const [version, published] = await this.redis.mget(key(userId), PUBLISHED_KEY);
    if (published !== COMPLETE) return undefined;
    return version ? Number(version) : 0;
  }

  /** Raises the user's minimum version to `version` (a lower one is ignored). */
  async set(userId: string, version: number): Promise<void> {
    await this.writes().eval(RAISE, 1, key(userId), String(version));
  }

  /** `set` for many users in one round trip. */
  async setMany(versions: { userId: string; version: number }[]): Promise<void> {
    if (versions.length === 0) return;
    const pipeline = this.writes().pipeline();
    for (const v of versions) pipeline.eval(RAISE, 1, key(v.userId), String(v.version));
    const results = (await pipeline.exec()) ?? [];
    const failed = results.find(([err]) => err);
    if (failed) throw failed[0];
  }

  /**
   * Publishes every raised version with `publishAll`, then marks Redis complete (unless Redis lost
   * its data meanwhile: the next publication marks it then).
   */
  async republish(publishAll: () => Promise<void>): Promise<void> {
    const run = `pending:${randomUUID()}`;
    await this.writes().eval(BEGIN, 1, PUBLISHED_KEY, run);
    await publishAll();
    await this.writes().eval(FINISH, 1, PUBLISHED_KEY, run);
  }

  /** Called on every connection and reconnection to Redis (identity republishes then). */
  onConnected(listener: () => void): void {
    this.writes().on('ready', listener);
  }

  async close(): Promise<void> {
    // disconnect, not quit: quit would first connect a client that was never used.
    this.redis.disconnect();
    this.writer?.disconnect();
  }
}

/**
 * Marks Redis complete with no version raised: what identity's publication leaves behind when no
 * user has a raised version. For tests that run one service without identity (unmarked, its
 * token checks would ask identity); such a test raises a version itself with `set`.
 */
export async function markSessionVersionsPublished(): Promise<void> {
  const sessions = new SessionVersions();
  try {
    await sessions.republish(async () => undefined);
  } finally {
    await sessions.close();
  }
}
