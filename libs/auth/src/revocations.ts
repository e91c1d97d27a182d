import Redis from 'ioredis';
import { redisUrl } from '@shop/config';

const key = (userId: string): string => `auth:session-version:${userId}`;

// Raises the stored version, never lowers it: two publications of one user that cross on the way
// (a password change and a lock a moment apart, or two identity replicas) cannot bring an older
// version back, which would revive the tokens the newer one revoked.
const RAISE = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
if tonumber(ARGV[1]) > current then redis.call('SET', KEYS[1], ARGV[1]) end
return 0`;

/**
 * The minimum session version per user, kept in Redis so every service can refuse tokens issued
 * before a password change, a lock or a role change without asking identity (identity keeps the
 * same number in its table; decisions 0004, 0100, 0421).
 */
export class SessionVersions {
  private readonly redis: Redis;

  constructor(url = redisUrl()) {
    this.redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: true });
    this.redis.on('error', () => undefined);
  }

  async current(userId: string): Promise<number> {
    const v = await this.redis.get(key(userId));
    return v ? Number(v) : 0;
  }

  /** Raises the user's minimum version to `version` (a lower one is ignored). */
  async set(userId: string, version: number): Promise<void> {
    await this.redis.eval(RAISE, 1, key(userId), String(version));
  }

  /** `set` for many users in one round trip. */
  async setMany(versions: { userId: string; version: number }[]): Promise<void> {
    if (versions.length === 0) return;
    const pipeline = this.redis.pipeline();
    for (const v of versions) pipeline.eval(RAISE, 1, key(v.userId), String(v.version));
    const results = (await pipeline.exec()) ?? [];
    const failed = results.find(([err]) => err);
    if (failed) throw failed[0];
  }

  async close(): Promise<void> {
    // disconnect, not quit: quit would first connect a client that was never used.
    this.redis.disconnect();
  }
}
