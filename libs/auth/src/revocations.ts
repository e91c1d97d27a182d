import Redis from 'ioredis';
import { redisUrl } from '@shop/config';

const key = (userId: string): string => `auth:session-version:${userId}`;

/**
 * The minimum session version per user, kept in Redis so every service can refuse tokens issued
 * before a password change without asking identity (identity keeps the same number in its table).
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

  async set(userId: string, version: number): Promise<void> {
    await this.redis.set(key(userId), String(version));
  }

  async close(): Promise<void> {
    // disconnect, not quit: quit would first connect a client that was never used.
    this.redis.disconnect();
  }
}
