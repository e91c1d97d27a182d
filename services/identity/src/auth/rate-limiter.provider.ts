import type { Provider } from '@nestjs/common';
import type { Logger } from '@shop/config';
import { LOGGER } from '@shop/platform';
import { RedisClient } from '../common/redis';
import { RateLimiter, RedisCounterStore } from './rate-limiter';

export const RATE_LIMITER = Symbol('RATE_LIMITER');

export const rateLimiterProvider: Provider = {
  provide: RATE_LIMITER,
  inject: [RedisClient, LOGGER],
  useFactory: (client: RedisClient, logger: Logger) => new RateLimiter(new RedisCounterStore(client.redis), logger),
};
