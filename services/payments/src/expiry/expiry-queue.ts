import { Queue, type RedisOptions } from 'bullmq';
import { redisUrl, traceCarrier, type Logger } from '@shop/config';

/** The BullMQ queue of the payments worker (architecture §2.4). */
export const EXPIRY_QUEUE = 'payments-expiry';

export type ExpiryJob =
  { name: 'session-expiry'; data: { sessionId: string } } | { name: 'hold-expiry'; data: { orderId: string } } | { name: 'sweep'; data: Record<string, never> };

/**
 * A job's data with the trace of the work that scheduled it (W3C `traceparent`): the worker runs
 * the job as part of that trace, so an order's trace shows its hold expiring too.
 */
export const withTrace = <D extends object>(data: D): D & { trace: Record<string, string> } => ({ ...data, trace: traceCarrier() });

/** Redis settings for BullMQ from REDIS_URL (a lane's database number included). */
export function redisConnection(): RedisOptions {
  const url = new URL(redisUrl());
  const db = Number(url.pathname.replace(/^\//, '') || 0);
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    db: Number.isInteger(db) ? db : 0,
    username: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    // BullMQ's blocking calls must wait for Redis, not give up after a few retries.
    maxRetriesPerRequest: null,
  };
}

/** Queues of different lanes or test runs never meet (the bus namespace names them apart). */
export const queuePrefix = (): string => `bull${process.env.BUS_NAMESPACE ? `:${process.env.BUS_NAMESPACE}` : ''}`;

/**
 * Puts the delayed jobs of a code and of an order's hold into Redis. A job id per session and per
 * order makes a repeated call harmless. A failure is logged, not thrown: the worker's sweep finds
 * what was never scheduled, so a Redis hiccup never fails an order.
 */
export class ExpiryScheduler {
  private queue?: Queue;

  constructor(private readonly logger: Logger) {}

  /** Connected on first use, so a process that never schedules (printing the schema) never opens Redis. */
  private get jobs(): Queue {
    if (!this.queue) {
      this.queue = new Queue(EXPIRY_QUEUE, { connection: redisConnection(), prefix: queuePrefix() });
      this.queue.on('error', (err) => this.logger.warn({ err: err.message }, 'expiry queue: redis error'));
    }
    return this.queue;
  }

  sessionOpened(sessionId: string, expiresAt: Date): void {
    this.add('session-expiry', { sessionId }, `session-${sessionId}`, expiresAt);
  }

  orderHeld(orderId: string, holdUntil: Date): void {
    this.add('hold-expiry', { orderId }, `hold-${orderId}`, holdUntil);
  }

  async close(): Promise<void> {
    await this.queue?.close();
  }

  private add(name: string, data: object, jobId: string, at: Date): void {
    const delay = Math.max(0, at.getTime() - Date.now());
    this.jobs
      .add(name, withTrace(data), { jobId, delay, attempts: 8, backoff: { type: 'exponential', delay: 2000 }, removeOnComplete: 1000, removeOnFail: 5000 })
      .catch((err: Error) => this.logger.warn({ err: err.message, jobId }, 'could not schedule an expiry job; the sweep will find it'));
  }
}
