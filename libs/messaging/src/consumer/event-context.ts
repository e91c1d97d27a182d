import { AsyncLocalStorage } from 'node:async_hooks';

const handling = new AsyncLocalStorage<string>();

/** Runs a handler so that events it enqueues name the event being handled as their cause. */
export function runHandlingEvent<T>(eventId: string, fn: () => Promise<T>): Promise<T> {
  return handling.run(eventId, fn);
}

/** The id of the event whose handler is running, if any. */
export function handledEventId(): string | undefined {
  return handling.getStore();
}
