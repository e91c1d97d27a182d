import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DomainError } from '@shop/platform';
import { Limits, RateLimiter, type CounterStore, type Limit } from './rate-limiter';

class MemoryStore implements CounterStore {
  readonly values = new Map<string, number>();
  async counts(keys: string[]): Promise<number[]> {
    return keys.map((k) => this.values.get(k) ?? 0);
  }
  async increment(limits: Limit[]): Promise<number[]> {
    return limits.map((l) => {
      const v = (this.values.get(l.key) ?? 0) + 1;
      this.values.set(l.key, v);
      return v;
    });
  }
  async clear(keys: string[]): Promise<void> {
    for (const k of keys) this.values.delete(k);
  }
}

const broken: CounterStore = {
  counts: () => Promise.reject(new Error('redis down')),
  increment: () => Promise.reject(new Error('redis down')),
  clear: () => Promise.reject(new Error('redis down')),
};

const isRateLimited = (err: unknown): boolean => err instanceof DomainError && err.code === 'RATE_LIMITED' && err.status === 429;

describe('RateLimiter', () => {
  const limit: Limit = { key: 'k', max: 3, windowSeconds: 60 };

  it('allows attempts until the failures reach the maximum, then refuses with 429', async () => {
    const limiter = new RateLimiter(new MemoryStore());
    for (let i = 0; i < 3; i++) {
      await limiter.assertAllowed([limit]);
      await limiter.recordFailure([limit]);
    }
    await assert.rejects(limiter.assertAllowed([limit]), isRateLimited);
  });

  it('refuses when any one of several limits is exhausted', async () => {
    const store = new MemoryStore();
    const limiter = new RateLimiter(store);
    store.values.set('ip', 50);
    await assert.rejects(limiter.assertAllowed([limit, { key: 'ip', max: 50, windowSeconds: 60 }]), isRateLimited);
  });

  it('starts again after a reset (a successful sign-in clears its e-mail+IP counter)', async () => {
    const limiter = new RateLimiter(new MemoryStore());
    for (let i = 0; i < 3; i++) await limiter.recordFailure([limit]);
    await limiter.reset([limit]);
    await limiter.assertAllowed([limit]);
  });

  it('consume counts every request and refuses the one past the maximum', async () => {
    const limiter = new RateLimiter(new MemoryStore());
    for (let i = 0; i < 3; i++) await limiter.consume([limit]);
    await assert.rejects(limiter.consume([limit]), isRateLimited);
  });

  it('lets requests through when the store is unreachable, and says so in the log', async () => {
    const warnings: unknown[] = [];
    const limiter = new RateLimiter(broken, { warn: (obj: unknown) => warnings.push(obj) } as never);
    await limiter.assertAllowed([limit]);
    await limiter.recordFailure([limit]);
    await limiter.consume([limit]);
    assert.equal(warnings.length, 3);
  });
});

describe('Limits', () => {
  it('allows 10 failed sign-ins per e-mail and IP and 50 per IP within 15 minutes', () => {
    assert.deepEqual([Limits.loginByEmailAndIp('a@b.cd', '1.2.3.4').max, Limits.loginByIp('1.2.3.4').max], [10, 50]);
    assert.equal(Limits.loginByIp('1.2.3.4').windowSeconds, 900);
  });

  it('keeps e-mail addresses out of the Redis keys', () => {
    const key = Limits.loginByEmailAndIp('someone@example.com', '1.2.3.4').key;
    assert.ok(!key.includes('someone'));
    assert.notEqual(key, Limits.loginByEmailAndIp('other@example.com', '1.2.3.4').key);
  });
});
