import { AsyncLocalStorage } from 'node:async_hooks';

interface Handling {
  eventId: string;
  /** What the handler asked to run once its transaction commits. */
  afterCommit: (() => void)[];
}

const handling = new AsyncLocalStorage<Handling>();

/**
 * Runs a handler so that events it enqueues name the event being handled as their cause, and
 * what it passes to `afterCommit` is collected in `afterCommitted` (the consumer runs it once the
 * transaction commits).
 */
export function runHandlingEvent<T>(eventId: string, fn: () => Promise<T>, afterCommitted: (() => void)[] = []): Promise<T> {
  return handling.run({ eventId, afterCommit: afterCommitted }, fn);
}

/** The id of the event whose handler is running, if any. */
export function handledEventId(): string | undefined {
  return handling.getStore()?.eventId;
}

/**
 * From an event handler: runs `fn` once the handler's transaction has committed (e.g. to schedule
 * a job that reads what the handler wrote, or to wake a sender), and never if it rolls back. A
 * handler applied again after a failed batch registers again; only its committed run counts.
 */
export function afterCommit(fn: () => void): void {
  const store = handling.getStore();
  if (!store) throw new Error('afterCommit() is for event handlers; elsewhere, call it after your own commit');
  store.afterCommit.push(fn);
}
