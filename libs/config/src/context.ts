import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/**
 * One AsyncLocalStorage carries every value the shop keeps with asynchronous work: the request's
 * correlation id (below), the event being handled and the open transaction (`@shop/messaging`),
 * and the OpenTelemetry context (`@shop/platform`'s context manager). On Node 20 each
 * AsyncLocalStorage in use adds its own step to every asynchronous resource the process creates
 * (each promise included); one storage takes that step once, whatever it carries (decision 0440).
 * Each value has a slot in a frame; running with a new value copies the frame with that slot set,
 * so the other values stay as they were, as they would in storages of their own.
 */
export interface ContextSlot<T> {
  /** The value of the frame the current asynchronous work runs in. */
  get(): T | undefined;
  /** Runs `fn` (with `args`) in a frame where this slot holds `value` and every other slot is unchanged. */
  run<A extends unknown[], R>(value: T, fn: (...args: A) => R, ...args: A): R;
}

const frames = new AsyncLocalStorage<readonly unknown[]>();
let slots = 0;

/** A slot of its own in the shared frame; made once per value kind, when its module loads. */
export function contextSlot<T>(): ContextSlot<T> {
  const at = slots++;
  return {
    get: () => frames.getStore()?.[at] as T | undefined,
    run(value, fn, ...args) {
      const frame = frames.getStore();
      const next = frame ? frame.slice() : new Array<unknown>(slots);
      next[at] = value;
      return frames.run(next, fn, ...args);
    },
  };
}

export interface RequestContext {
  correlationId: string;
}

const request = contextSlot<RequestContext>();

export const CORRELATION_HEADER = 'x-correlation-id';

export function runWithContext<T>(ctx: RequestContext, fn: () => T): T {
  return request.run(ctx, fn);
}

export function currentContext(): RequestContext | undefined {
  return request.get();
}

export function correlationId(): string | undefined {
  return request.get()?.correlationId;
}

const SAFE_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/** Accepts a caller's correlation id only when it is short and plain, so logs cannot be forged. */
export function acceptCorrelationId(value: unknown): string {
  return typeof value === 'string' && SAFE_ID.test(value) ? value : randomUUID();
}
