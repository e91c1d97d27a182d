import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addExpiryJob, EXPIRY_JOB_OPTIONS, expiryJobTemplate, runExpiryJob, type ExpiryJobHandlers, type ExpiryQueue } from './expiry-jobs';

describe('the payments worker job registry', () => {
  const ran: string[] = [];
  const handlers: ExpiryJobHandlers = {
    'session-expiry': async ({ sessionId }) => ran.push(`session ${sessionId}`),
    'hold-expiry': async ({ orderId }) => ran.push(`hold ${orderId}`),
    sweep: async () => ran.push('sweep'),
  };

  it('runs each job with the handler of its name and its data', async () => {
    ran.length = 0;
    await runExpiryJob(handlers, { name: 'hold-expiry', data: { orderId: 'o-1' } });
    await runExpiryJob(handlers, { name: 'session-expiry', data: { sessionId: 's-1' } });
    await runExpiryJob(handlers, { name: 'sweep', data: {} });
    assert.deepEqual(ran, ['hold o-1', 'session s-1', 'sweep']);
  });

  it('runs nothing for a name it does not know, such as a job an earlier version left in Redis', () => {
    ran.length = 0;
    assert.equal(runExpiryJob(handlers, { name: 'expire-session', data: {} }), undefined);
    assert.equal(runExpiryJob(handlers, { name: 'toString', data: {} }), undefined);
    assert.deepEqual(ran, []);
  });

  it('gives the expiry jobs retries and the sweep template its registered options', () => {
    assert.equal(EXPIRY_JOB_OPTIONS['hold-expiry'].attempts, 8);
    assert.equal(EXPIRY_JOB_OPTIONS['session-expiry'].attempts, 8);
    assert.deepEqual(expiryJobTemplate('sweep', {}), { name: 'sweep', data: {}, opts: EXPIRY_JOB_OPTIONS.sweep });
  });

  it('makes an unknown name or a payload of another job a type error', () => {
    // Compiled, never called: `tsc` fails on this file if either call type-checks.
    const misuse = (queue: ExpiryQueue) => [
      // @ts-expect-error not a job of the registry
      addExpiryJob(queue, 'expire-session', { sessionId: 's-1' }),
      // @ts-expect-error a hold-expiry job carries an orderId
      addExpiryJob(queue, 'hold-expiry', { sessionId: 's-1' }),
    ];
    assert.equal(typeof misuse, 'function');
  });
});
