import { createHash } from 'node:crypto';
import type Redis from 'ioredis';
import { assertReachable } from '@shop/auth';
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
    assertReachable(this.redis);
    const values = await this.redis.mget(...keys);
    return values.map((v) => (v ? Number(v) : 0));
  }

  async increment(limits: Limit[]): Promise<number[]> {
    assertReachable(this.redis);
    const multi = this.redis.multi();
    for (const l of limits) multi.incr(l.key).expire(l.key, l.windowSeconds, 'NX');
    const results = (await multi.exec()) ?? [];
    return limits.map((_, i) => Number(results[i * 2]?.[1] ?? 0));
  }

  async clear(keys: string[]): Promise<void> {
    assertReachable(this.redis);
    if (keys.length) await this.redis.del(...keys);
  }
}

/** Counters a process keeps in memory this many at most, the oldest dropped first. */
const MEMORY_COUNTERS_MAX = 100_000;

/**
 * The same counters in this process's memory: where the limiter counts while Redis cannot answer
 * (decision 0106). Each replica then counts on its own, so the limits hold per replica.
 */
export class MemoryCounterStore implements CounterStore {
  private readonly counters = new Map<string, { count: number; expiresAt: number }>();

  async counts(keys: string[]): Promise<number[]> {
    return keys.map((k) => this.live(k)?.count ?? 0);
  }

  async increment(limits: Limit[]): Promise<number[]> {
    return limits.map((l) => {
      const counter = this.live(l.key) ?? { count: 0, expiresAt: Date.now() + l.windowSeconds * 1000 };
      counter.count += 1;
      this.counters.delete(l.key);
      if (this.counters.size >= MEMORY_COUNTERS_MAX) this.counters.delete(this.counters.keys().next().value as string);
      this.counters.set(l.key, counter);
      return counter.count;
    });
  }

  async clear(keys: string[]): Promise<void> {
    for (const k of keys) this.counters.delete(k);
  }

  private live(key: string): { count: number; expiresAt: number } | undefined {
    const counter = this.counters.get(key);
    if (counter && counter.expiresAt <= Date.now()) this.counters.delete(key);
    return counter && counter.expiresAt > Date.now() ? counter : undefined;
  }
}

/**
 * Fixed-window limits on sign-in, password reset and password change attempts. When the store is
 * unreachable the limiter counts in this process's memory instead, with the same limits (logged):
 * Redis being down must neither lock customers out nor lift the limits (decision 0106).
 */
export class RateLimiter {
  constructor(
    private readonly store: CounterStore,
    private readonly logger?: Pick<Logger, 'warn'>,
    private readonly fallback: CounterStore = new MemoryCounterStore(),
  ) {}

  /** Refuses (429) when any of the counters has reached its maximum. */
  async assertAllowed(limits: Limit[]): Promise<void> {
    const counts = await this.safely((s) => s.counts(limits.map((l) => l.key)));
    if (limits.some((l, i) => (counts[i] ?? 0) >= l.max)) throw IdentityErrors.rateLimited();
  }

  /** Whether the counter has reached its maximum. */
  async reached(limit: Limit): Promise<boolean> {
    const [count] = await this.safely((s) => s.counts([limit.key]));
    return (count ?? 0) >= limit.max;
  }

  /** Counts one event against every limit; the new counts. */
  increment(limits: Limit[]): Promise<number[]> {
    return this.safely((s) => s.increment(limits));
  }

  /** Counts one failed attempt against every limit. */
  async recordFailure(limits: Limit[]): Promise<void> {
    await this.increment(limits);
  }

  /** Counts one attempt and refuses (429) when it goes over a maximum (for requests limited whether or not they succeed). */
  async consume(limits: Limit[]): Promise<void> {
    const counts = await this.increment(limits);
    if (limits.some((l, i) => (counts[i] ?? 0) > l.max)) throw IdentityErrors.rateLimited();
  }

  async reset(limits: Limit[]): Promise<void> {
    await this.safely((s) => s.clear(limits.map((l) => l.key)));
  }

  private async safely<T>(fn: (store: CounterStore) => Promise<T>): Promise<T> {
    try {
      return await fn(this.store);
    } catch (err) {
      this.logger?.warn({ err }, 'rate-limit store unavailable; counting in memory');
      return fn(this.fallback);
    }
  }
}

const FIFTEEN_MINUTES = 15 * 60;
const ONE_HOUR = 60 * 60;
const ONE_DAY = 24 * ONE_HOUR;
const THIRTY_DAYS = 30 * ONE_DAY;
/** Wrong passwords for one account, from any addresses, before its sign-in is held (decision 0107). */
export const ACCOUNT_FREE_FAILURES = 10;
/** The longest a hold lasts: however long the attack, the owner waits no longer (decision 0107). */
export const ACCOUNT_HOLD_CAP_SECONDS = 5 * 60;
const id = (value: string): string => createHash('sha256').update(value).digest('base64url').slice(0, 22);

/**
 * The limits (decision 0101: counters in Redis). Keys carry a hash of the e-mail,
 * never the address itself. Per e-mail+IP limits stop guessing one account; per IP limits stop
 * spraying many accounts from one address; per account holds slow guessing one account from many
 * addresses.
 */
export const Limits = {
  loginByEmailAndIp: (email: string, ip: string): Limit => ({ key: `rl:login:ei:${id(`${email}|${ip}`)}`, max: 10, windowSeconds: FIFTEEN_MINUTES }),
  loginByIp: (ip: string): Limit => ({ key: `rl:login:ip:${id(ip)}`, max: 50, windowSeconds: FIFTEEN_MINUTES }),
  // Per account, from any address (decision 0107): failures counted over a day; past the free
  // ones, each failure holds the account's sign-in for a doubling time, never longer than the cap.
  loginFailuresByAccount: (email: string): Limit => ({ key: `rl:login:e:${id(email)}`, max: ACCOUNT_FREE_FAILURES, windowSeconds: ONE_DAY }),
  loginHoldByAccount: (email: string, failures = ACCOUNT_FREE_FAILURES): Limit => ({
    key: `rl:login:hold:${id(email)}`,
    max: 1,
    windowSeconds: Math.min(2 ** Math.max(failures - ACCOUNT_FREE_FAILURES, 0), ACCOUNT_HOLD_CAP_SECONDS),
  }),
  // An address the account signed in from lately: its attempts are not held (decision 0107).
  knownAddress: (email: string, ip: string): Limit => ({ key: `rl:login:known:${id(`${email}|${ip}`)}`, max: 1, windowSeconds: THIRTY_DAYS }),
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
