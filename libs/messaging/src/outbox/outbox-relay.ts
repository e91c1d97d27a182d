import { ROOT_CONTEXT, context, propagation } from '@opentelemetry/api';
import type { Logger } from '@shop/config';
import type { Envelope } from '@shop/contracts';
import { encodeEvent } from '../amqp/event-message';
import type { Publisher } from '../amqp/publisher';
import { eventsExchange } from '../amqp/topology';
import { backoffDelay } from '../support/backoff';
import { describeError } from '../support/errors';
import type { OutboxRepository, OutboxRow } from './outbox.repository';

export interface OutboxRelayOptions {
  repository: OutboxRepository;
  publisher: Publisher;
  /**
   * Whether to publish at all. False until the whole topology of a new connection is in place,
   * so the service's own queue is bound before its first event goes out.
   */
  isOnline: () => boolean;
  producer: string;
  logger: Logger;
  intervalMs: number;
  retryDelayMs: number;
  maxRetryDelayMs: number;
  batchSize?: number;
  /** How long a claimed row stays ours; well above the publisher's confirm timeout. */
  leaseMs?: number;
}

interface DrainResult {
  published: number;
  failed: number;
}

/**
 * Publishes the service's outbox: polls every `intervalMs`, or at once when nudged after a
 * commit or a reconnect. Rows go out in `occurred_at` order and are marked published only after
 * RabbitMQ confirmed them; a row that failed waits with exponential backoff, and nothing is ever
 * given up on. While RabbitMQ is away the relay claims nothing, so no attempts are burnt.
 */
export class OutboxRelay {
  private timer?: NodeJS.Timeout;
  private running?: Promise<DrainResult>;
  private again = false;
  private stopped = true;

  constructor(private readonly options: OutboxRelayOptions) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  nudge(): void {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  /** Publishes everything due now; rejects when some of it stays behind (broker away, refusals). */
  async flush(): Promise<void> {
    while (this.running) await this.running.catch(() => undefined);
    const { failed } = await this.run();
    this.resumeIfNudged();
    if (!this.options.isOnline()) throw new Error('RabbitMQ is not connected; pending events stay in the outbox');
    if (failed > 0) throw new Error(`${failed} outbox event(s) could not be published; they will be retried`);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    // A pass is nobody's work: not the trace of the commit that nudged it (each row is published in
    // its own trace, below).
    this.timer = setTimeout(() => void context.with(ROOT_CONTEXT, () => this.tick()), delayMs);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    try {
      await this.run();
    } catch (err) {
      this.options.logger.error({ err: describeError(err) }, 'outbox relay failed; will try again');
    }
    if (this.again) this.resumeIfNudged();
    else if (!this.stopped) this.schedule(this.options.intervalMs);
  }

  /** A nudge that arrived mid-run may concern rows committed after our last claim. */
  private resumeIfNudged(): void {
    if (!this.again || this.stopped) return;
    this.again = false;
    this.schedule(0);
  }

  private run(): Promise<DrainResult> {
    this.running ??= this.drain().finally(() => (this.running = undefined));
    return this.running;
  }

  private async drain(): Promise<DrainResult> {
    const { repository, isOnline, batchSize = 100, leaseMs = 60_000 } = this.options;
    const total = { published: 0, failed: 0 };
    while (isOnline()) {
      const rows = await repository.claim(batchSize, leaseMs);
      if (rows.length === 0) break;
      const { published, failed } = await this.publish(rows);
      total.published += published;
      total.failed += failed;
      if (failed > 0) break; // the broker is struggling: leave the rest to the backoff
    }
    return total;
  }

  private async publish(rows: OutboxRow[]): Promise<DrainResult> {
    const { repository, publisher, producer, logger, retryDelayMs, maxRetryDelayMs } = this.options;
    const results = await Promise.allSettled(
      rows.map((row) => {
        const { content, options } = encodeEvent(toEnvelope(row, producer));
        // Published as part of the trace that wrote the event: its consumers continue that trace.
        const origin = row.traceparent ? propagation.extract(ROOT_CONTEXT, { traceparent: row.traceparent }) : ROOT_CONTEXT;
        return context.with(origin, () => publisher.publish(eventsExchange(), row.type, content, options));
      }),
    );
    await repository.markPublished(rows.filter((_, i) => results[i].status === 'fulfilled').map((row) => row.id));
    let failed = 0;
    for (const [i, result] of results.entries()) {
      if (result.status === 'fulfilled') continue;
      failed += 1;
      const row = rows[i];
      const error = describeError(result.reason);
      await repository.markFailed(row.id, error, backoffDelay(row.attempts + 1, retryDelayMs, maxRetryDelayMs));
      logger.warn({ eventId: row.id, type: row.type, attempts: row.attempts + 1, err: error }, 'could not publish event; will retry');
    }
    if (failed < rows.length) logger.debug({ published: rows.length - failed }, 'published outbox events');
    return { published: rows.length - failed, failed };
  }
}

function toEnvelope(row: OutboxRow, producer: string): Envelope {
  return {
    id: row.id,
    type: row.type,
    version: row.version,
    occurredAt: row.occurredAt.toISOString(),
    correlationId: row.correlationId,
    causationId: row.causationId,
    producer,
    payload: row.payload,
  };
}
