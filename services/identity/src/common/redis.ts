import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type Redis from 'ioredis';
import { requestPathRedis } from '@shop/auth';
import { redisUrl } from '@shop/config';

/**
 * identity's Redis connection (rate-limit counters, sign-in state). Lazy: nothing connects until
 * the first command, so printing the schema works offline. Its commands fail fast when Redis is
 * down or slow, and the rate limiter then counts in memory (decision 0106).
 */
@Injectable()
export class RedisClient implements OnApplicationShutdown {
  readonly redis: Redis;

  constructor(@Inject('REDIS_URL') url: string) {
    this.redis = requestPathRedis(url);
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}

export const redisProviders = [{ provide: 'REDIS_URL', useFactory: () => redisUrl() }, RedisClient];
