import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { redisUrl } from '@shop/config';

/**
 * identity's Redis connection (rate-limit counters, sign-in state). Lazy: nothing connects until
 * the first command, so printing the schema works offline.
 */
@Injectable()
export class RedisClient implements OnApplicationShutdown {
  readonly redis: Redis;

  constructor(@Inject('REDIS_URL') url: string) {
    this.redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: true });
    this.redis.on('error', () => undefined);
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}

export const redisProviders = [{ provide: 'REDIS_URL', useFactory: () => redisUrl() }, RedisClient];
