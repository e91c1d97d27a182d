import type { Channel, ConsumeMessage, MessageProperties, Options } from 'amqplib';
import type { Logger } from '@shop/config';
import { HEADERS, type FailureReason } from '../amqp/headers';
import type { Publisher } from '../amqp/publisher';
import type { ServiceQueues } from '../amqp/topology';
import { backoffDelay } from '../support/backoff';
import { describeError } from '../support/errors';

export interface FailedDeliveriesOptions {
  service: string;
  queues: ServiceQueues;
  publisher: Publisher;
  logger: Logger;
  retryDelayMs: number;
  maxRetryDelayMs: number;
}

/**
 * Where a message goes when it was not applied: back to the service's queue after a backoff
 * delay, or to its dead-letter queue. The copy is confirmed by RabbitMQ before the original is
 * acknowledged, so a message is never lost in between (architecture §9).
 */
export class FailedDeliveries {
  constructor(private readonly options: FailedDeliveriesOptions) {}

  /** Parks the message in the retry queue; its TTL there is the backoff delay. False when it was requeued instead. */
  async retry(ch: Channel, msg: ConsumeMessage, failures: number, err: unknown): Promise<boolean> {
    const { queues, retryDelayMs, maxRetryDelayMs } = this.options;
    const delay = backoffDelay(failures, retryDelayMs, maxRetryDelayMs);
    const headers = { [HEADERS.failures]: failures, [HEADERS.failureMessage]: describeError(err) };
    return this.forward(ch, msg, '', queues.retry, headers, String(delay));
  }

  /** Moves the message to the dead-letter queue. False when it was requeued instead. */
  async deadLetter(ch: Channel, msg: ConsumeMessage, reason: FailureReason, err: unknown, failures = 0): Promise<boolean> {
    const headers = {
      [HEADERS.failures]: failures,
      [HEADERS.failureReason]: reason,
      [HEADERS.failureMessage]: describeError(err),
      [HEADERS.failedAt]: new Date().toISOString(),
      [HEADERS.failedBy]: this.options.service,
    };
    this.options.logger.error({ messageId: msg.properties.messageId, reason, failures, err: describeError(err) }, 'event moved to the dead-letter queue');
    return this.forward(ch, msg, this.options.queues.dlx, eventTypeOf(msg), headers);
  }

  private async forward(
    ch: Channel,
    msg: ConsumeMessage,
    exchange: string,
    routingKey: string,
    headers: Record<string, unknown>,
    expiration?: string,
  ): Promise<boolean> {
    try {
      await this.options.publisher.publish(exchange, routingKey, msg.content, {
        ...keptProperties(msg.properties),
        headers: { ...msg.properties.headers, ...headers },
        expiration,
      });
    } catch (err) {
      // The copy was not taken: hand the original back to the queue rather than lose it.
      this.options.logger.warn({ messageId: msg.properties.messageId, err: describeError(err) }, 'could not forward a failed event; requeued');
      settle(() => ch.nack(msg, false, true));
      return false;
    }
    settle(() => ch.ack(msg));
    return true;
  }
}

/** The event type a message says it carries, read from its properties even when its body is unreadable. */
export function eventTypeOf(msg: ConsumeMessage): string {
  return (msg.properties.type as string | undefined) ?? msg.fields.routingKey;
}

/** Acks and nacks on a channel that died meanwhile throw; the broker redelivers, the inbox deduplicates. */
export function settle(action: () => void): void {
  try {
    action();
  } catch {
    return;
  }
}

// userId is checked by the broker against the connection's user and expiration is set per hop.
function keptProperties(p: MessageProperties): Options.Publish {
  return {
    persistent: true,
    contentType: p.contentType as string | undefined,
    contentEncoding: p.contentEncoding as string | undefined,
    messageId: p.messageId as string | undefined,
    type: p.type as string | undefined,
    appId: p.appId as string | undefined,
    timestamp: p.timestamp as number | undefined,
    correlationId: p.correlationId as string | undefined,
  };
}
