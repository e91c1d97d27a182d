import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { afterCommit, handledEventId, runHandlingEvent } from './event-context';

describe('the context of a running event handler', () => {
  it('collects after-commit callbacks for the consumer to run, without running them', async () => {
    const collected: (() => void)[] = [];
    let ran = 0;
    await runHandlingEvent(
      'e-1',
      async () => {
        assert.equal(handledEventId(), 'e-1');
        afterCommit(() => ran++);
        await Promise.resolve();
        afterCommit(() => ran++);
      },
      collected,
    );
    assert.equal(ran, 0);
    assert.equal(collected.length, 2);
    collected.forEach((fn) => fn());
    assert.equal(ran, 2);
  });

  it('refuses afterCommit outside a handler, where there is no transaction to wait for', () => {
    assert.equal(handledEventId(), undefined);
    assert.throws(() => afterCommit(() => undefined), /afterCommit\(\) is for event handlers/);
  });
});
