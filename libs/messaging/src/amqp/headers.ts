/** Header names the bus reads and writes; documented in the README. */
export const HEADERS = {
  correlationId: 'x-correlation-id',
  eventVersion: 'x-event-version',
  /** How many times a consumer's handler has already failed on this message. */
  failures: 'x-failures',
  failureReason: 'x-failure-reason',
  failureMessage: 'x-failure-message',
  failedAt: 'x-failed-at',
  failedBy: 'x-failed-by',
} as const;

export type FailureReason = 'handler-failed' | 'invalid-message' | 'unsupported-version';

export function readCount(headers: Record<string, unknown> | undefined, name: string): number {
  const value = Number(headers?.[name] ?? 0);
  return Number.isInteger(value) && value > 0 ? value : 0;
}
