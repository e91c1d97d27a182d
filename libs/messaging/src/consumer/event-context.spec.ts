import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { handledEventId, runHandlingEvent } from './event-context';

describe('the context of a running event handler', () => {
  it('names the event being handled across awaits, and none outside a handler', async () => {
    await runHandlingEvent('e-1', async () => {
      assert.equal(handledEventId(), 'e-1');
      await Promise.resolve();
      assert.equal(handledEventId(), 'e-1');
    });
    assert.equal(handledEventId(), undefined);
  });
});
