import { AsyncLocalStorage } from 'node:async_hooks';

/** What the handlers of one transaction leave for the consumer to do once it has committed. */
export interface AfterCommitWork {
  /** What the handlers passed to `afterCommit`. */
  callbacks: (() => void)[];
  /** Whether they wrote events to the outbox: the relay is then woken rather than left to its next round. */
  enqueued: boolean;
}

export const afterCommitWork = (): AfterCommitWork => ({ callbacks: [], enqueued: false });

interface Handling {
  /** Undefined for the set-based part of a batch handler, which handles no one event. */
  eventId: string | undefined;
  work: AfterCommitWork;
}

const handling = new AsyncLocalStorage<Handling>();

/**
 * Runs a handler so that events it enqueues name the event being handled as their cause, and
 * what it passes to `afterCommit`, or that it enqueued events, is collected in `work` (the
 * consumer acts on it once the transaction commits).
 */
export function runHandlingEvent<T>(eventId: string | undefined, fn: () => Promise<T>, work: AfterCommitWork = afterCommitWork()): Promise<T> {
  return handling.run({ eventId, work }, fn);
}

/** Called for every event written to the outbox: inside a handler, its relay is woken after the commit. */
export function noteEnqueued(): void {
  const store = handling.getStore();
  if (store) store.work.enqueued = true;
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
  store.work.callbacks.push(fn);
}
