import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { afterCommit, afterCommitWork, handledEventId, noteEnqueued, runHandlingEvent } from './event-context';

describe('the context of a running event handler', () => {
  it('collects after-commit callbacks for the consumer to run, without running them', async () => {
    const collected = afterCommitWork();
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
    assert.equal(collected.callbacks.length, 2);
    collected.callbacks.forEach((fn) => fn());
    assert.equal(ran, 2);
    assert.equal(collected.enqueued, false);
  });

  it('notes that a handler enqueued an event, and nothing outside a handler', async () => {
    const work = afterCommitWork();
    noteEnqueued(); // outside: nothing to note, no error
    await runHandlingEvent('e-2', async () => noteEnqueued(), work);
    assert.equal(work.enqueued, true);
  });

  it('refuses afterCommit outside a handler, where there is no transaction to wait for', () => {
    assert.equal(handledEventId(), undefined);
    assert.throws(() => afterCommit(() => undefined), /afterCommit\(\) is for event handlers/);
  });
});
