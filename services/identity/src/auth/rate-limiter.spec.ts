import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DomainError } from '@shop/platform';
import { ACCOUNT_HOLD_CAP_SECONDS, Limits, MemoryCounterStore, RateLimiter, type CounterStore, type Limit } from './rate-limiter';

const broken: CounterStore = {
  counts: () => Promise.reject(new Error('redis down')),
  increment: () => Promise.reject(new Error('redis down')),
  clear: () => Promise.reject(new Error('redis down')),
};

const isRateLimited = (err: unknown): boolean => err instanceof DomainError && err.code === 'RATE_LIMITED' && err.status === 429;

describe('RateLimiter', () => {
  const limit: Limit = { key: 'k', max: 3, windowSeconds: 60 };

  it('allows attempts until the failures reach the maximum, then refuses with 429', async () => {
    const limiter = new RateLimiter(new MemoryCounterStore());
    for (let i = 0; i < 3; i++) {
      await limiter.assertAllowed([limit]);
      await limiter.recordFailure([limit]);
    }
    await assert.rejects(limiter.assertAllowed([limit]), isRateLimited);
  });

  it('refuses when any one of several limits is exhausted', async () => {
    const limiter = new RateLimiter(new MemoryCounterStore());
    const ip: Limit = { key: 'ip', max: 2, windowSeconds: 60 };
    await limiter.recordFailure([ip]);
    await limiter.assertAllowed([limit, ip]);
    await limiter.recordFailure([ip]);
    await assert.rejects(limiter.assertAllowed([limit, ip]), isRateLimited);
  });

  it('starts again after a reset (a successful sign-in clears its e-mail+IP counter)', async () => {
    const limiter = new RateLimiter(new MemoryCounterStore());
    for (let i = 0; i < 3; i++) await limiter.recordFailure([limit]);
    await limiter.reset([limit]);
    await limiter.assertAllowed([limit]);
  });

  it('consume counts every request and refuses the one past the maximum', async () => {
    const limiter = new RateLimiter(new MemoryCounterStore());
    for (let i = 0; i < 3; i++) await limiter.consume([limit]);
    await assert.rejects(limiter.consume([limit]), isRateLimited);
  });

  it('counts in memory with the same limits when the store is unreachable, and says so in the log', async () => {
    const warnings: unknown[] = [];
    const limiter = new RateLimiter(broken, { warn: (obj: unknown) => warnings.push(obj) } as never);
    for (let i = 0; i < 3; i++) {
      await limiter.assertAllowed([limit]);
      await limiter.recordFailure([limit]);
    }
    await assert.rejects(limiter.assertAllowed([limit]), isRateLimited);
    await assert.rejects(limiter.consume([{ key: 'c', max: 0, windowSeconds: 60 }]), isRateLimited);
    assert.equal(warnings.length, 8);
  });
});

describe('MemoryCounterStore', () => {
  it('starts a counter again once its window has passed', async () => {
    const store = new MemoryCounterStore();
    const short: Limit = { key: 'short', max: 1, windowSeconds: 0.05 };
    const long: Limit = { key: 'k', max: 1, windowSeconds: 60 };
    assert.deepEqual(await store.increment([short, long]), [1, 1]);
    assert.deepEqual(await store.increment([short, long]), [2, 2]);
    await new Promise((r) => setTimeout(r, 80)); // time is the subject: the 50 ms window passes
    assert.deepEqual(await store.counts(['short', 'k']), [0, 2]);
    assert.deepEqual(await store.increment([short]), [1]);
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

  it('holds an account for a doubling time past its free failures, never longer than five minutes', () => {
    const holds = [10, 11, 12, 18, 19, 40].map((failures) => Limits.loginHoldByAccount('a@b.cd', failures).windowSeconds);
    assert.deepEqual(holds, [1, 2, 4, 256, ACCOUNT_HOLD_CAP_SECONDS, ACCOUNT_HOLD_CAP_SECONDS]);
    assert.equal(ACCOUNT_HOLD_CAP_SECONDS, 300);
    assert.equal(Limits.loginFailuresByAccount('a@b.cd').max, 10);
  });
});
