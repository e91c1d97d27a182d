import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

export interface RequestContext {
  correlationId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

export const CORRELATION_HEADER = 'x-correlation-id';

export function runWithContext<T>(ctx: RequestContext, fn: () => T): T {
  return storage.run(ctx, fn);
}

export function currentContext(): RequestContext | undefined {
  return storage.getStore();
}

export function correlationId(): string | undefined {
  return storage.getStore()?.correlationId;
}

const SAFE_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/** Accepts a caller's correlation id only when it is short and plain, so logs cannot be forged. */
export function acceptCorrelationId(value: unknown): string {
  return typeof value === 'string' && SAFE_ID.test(value) ? value : randomUUID();
}
