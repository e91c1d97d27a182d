import { contextSlot } from '@shop/config';

/** A slot of the shop's one asynchronous context (`@shop/config`, decision 0440). */
const handling = contextSlot<{ eventId: string | undefined }>();

/**
 * Runs a handler so that events it enqueues name the event being handled as their cause
 * (`undefined` for the set-based part of a batch handler, which handles no one event).
 */
export function runHandlingEvent<T>(eventId: string | undefined, fn: () => Promise<T>): Promise<T> {
  return handling.run({ eventId }, fn);
}

/** The id of the event whose handler is running, if any. */
export function handledEventId(): string | undefined {
  return handling.get()?.eventId;
}
