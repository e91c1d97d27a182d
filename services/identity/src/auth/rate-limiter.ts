import { createHash } from 'node:crypto';
import type Redis from 'ioredis';
import type { Logger } from '@shop/config';
import { IdentityErrors } from '../common/errors';

/** A counter that allows `max` events per window of `windowSeconds`, starting at the first event. */
export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
}

/** Where counters live: Redis in the service (shared by every replica), memory in unit tests. */
export interface CounterStore {
  counts(keys: string[]): Promise<number[]>;
  /** Adds one to each counter (starting its window when new) and returns the new counts. */
  increment(limits: Limit[]): Promise<number[]>;
  clear(keys: string[]): Promise<void>;
}

export class RedisCounterStore implements CounterStore {
  constructor(private readonly redis: Redis) {}

  async counts(keys: string[]): Promise<number[]> {
    if (keys.length === 0) return [];
    const values = await this.redis.mget(...keys);
    return values.map((v) => (v ? Number(v) : 0));
  }

  async increment(limits: Limit[]): Promise<number[]> {
    const multi = this.redis.multi();
    for (const l of limits) multi.incr(l.key).expire(l.key, l.windowSeconds, 'NX');
    const results = (await multi.exec()) ?? [];
    return limits.map((_, i) => Number(results[i * 2]?.[1] ?? 0));
  }

  async clear(keys: string[]): Promise<void> {
    if (keys.length) await this.redis.del(...keys);
  }
}

/**
 * Fixed-window limits on sign-in, password reset and password change attempts. When the store is
 * unreachable the limiter lets requests through (logged): Redis being down must not lock every
 * customer out of the shop, and argon2 still makes each guess slow.
 */
export class RateLimiter {
  constructor(
    private readonly store: CounterStore,
    private readonly logger?: Pick<Logger, 'warn'>,
  ) {}

  /** Refuses (429) when any of the counters has reached its maximum. */
  async assertAllowed(limits: Limit[]): Promise<void> {
    const counts = await this.safely(() => this.store.counts(limits.map((l) => l.key)), []);
    if (limits.some((l, i) => (counts[i] ?? 0) >= l.max)) throw IdentityErrors.rateLimited();
  }

  /** Counts one failed attempt against every limit. */
  async recordFailure(limits: Limit[]): Promise<void> {
    await this.safely(() => this.store.increment(limits), []);
  }

  /** Counts one attempt and refuses (429) when it goes over a maximum (for requests limited whether or not they succeed). */
  async consume(limits: Limit[]): Promise<void> {
    const counts = await this.safely(() => this.store.increment(limits), []);
    if (limits.some((l, i) => (counts[i] ?? 0) > l.max)) throw IdentityErrors.rateLimited();
  }

  async reset(limits: Limit[]): Promise<void> {
    await this.safely(() => this.store.clear(limits.map((l) => l.key)), undefined);
  }

  private async safely<T>(fn: () => Promise<T>, fallback: T): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      this.logger?.warn({ err }, 'rate-limit store unavailable; allowing the request');
      return fallback;
    }
  }
}

const FIFTEEN_MINUTES = 15 * 60;
const ONE_HOUR = 60 * 60;
const id = (value: string): string => createHash('sha256').update(value).digest('base64url').slice(0, 22);

/**
 * The limits (ARCHITECTURE.md: rate-limit counters in Redis). Keys carry a hash of the e-mail,
 * never the address itself. Per e-mail+IP limits stop guessing one account; per IP limits stop
 * spraying many accounts from one address.
 */
export const Limits = {
  loginByEmailAndIp: (email: string, ip: string): Limit => ({ key: `rl:login:ei:${id(`${email}|${ip}`)}`, max: 10, windowSeconds: FIFTEEN_MINUTES }),
  loginByIp: (ip: string): Limit => ({ key: `rl:login:ip:${id(ip)}`, max: 50, windowSeconds: FIFTEEN_MINUTES }),
  forgotByEmail: (email: string): Limit => ({ key: `rl:forgot:e:${id(email)}`, max: 5, windowSeconds: FIFTEEN_MINUTES }),
  forgotByIp: (ip: string): Limit => ({ key: `rl:forgot:ip:${id(ip)}`, max: 50, windowSeconds: FIFTEEN_MINUTES }),
  resetByEmailAndIp: (email: string, ip: string): Limit => ({ key: `rl:reset:ei:${id(`${email}|${ip}`)}`, max: 10, windowSeconds: FIFTEEN_MINUTES }),
  resetByIp: (ip: string): Limit => ({ key: `rl:reset:ip:${id(ip)}`, max: 50, windowSeconds: FIFTEEN_MINUTES }),
  // A household or an office behind one address rarely opens more than a few accounts an hour;
  // a script creating accounts in bulk is stopped at the eleventh.
  registerByIp: (ip: string): Limit => ({ key: `rl:register:ip:${id(ip)}`, max: 10, windowSeconds: ONE_HOUR }),
  // Newsletter sign-ups (decision 0800): one address asking for many confirmation mails is a
  // mail bomb aimed at someone else; one client signing up many addresses is a script.
  newsletterByIp: (ip: string): Limit => ({ key: `rl:newsletter:ip:${id(ip)}`, max: 10, windowSeconds: ONE_HOUR }),
  newsletterByEmail: (email: string): Limit => ({ key: `rl:newsletter:e:${id(email)}`, max: 3, windowSeconds: ONE_HOUR }),
  changePasswordByUser: (userId: string): Limit => ({ key: `rl:change-password:u:${userId}`, max: 10, windowSeconds: FIFTEEN_MINUTES }),
};
