import type { ConfirmChannel, Options } from 'amqplib';

/**
 * Publishes on a confirm channel and resolves only once RabbitMQ has taken responsibility for
 * the message (persisted it, for persistent messages on durable queues). Everything that must
 * not be lost, outbox rows, retries and dead letters, goes through here.
 */
export class Publisher {
  private channel?: ConfirmChannel;

  constructor(private readonly confirmTimeoutMs: number) {}

  attach(channel: ConfirmChannel): void {
    this.channel = channel;
  }

  detach(): void {
    this.channel = undefined;
  }

  publish(exchange: string, routingKey: string, content: Buffer, options: Options.Publish): Promise<void> {
    const ch = this.channel;
    if (!ch) return Promise.reject(new Error('not connected to RabbitMQ'));
    return new Promise((resolve, reject) => {
      // A broker that never answers must not hold the caller forever; the message counts as
      // unpublished, and if it did arrive, consumers deduplicate by event id.
      const timer = setTimeout(() => reject(new Error(`RabbitMQ did not confirm within ${this.confirmTimeoutMs} ms`)), this.confirmTimeoutMs);
      const done = (err: unknown) => {
        clearTimeout(timer);
        if (err) reject(err instanceof Error ? err : new Error('RabbitMQ refused the message'));
        else resolve();
      };
      try {
        ch.publish(exchange, routingKey, content, options, done);
      } catch (err) {
        done(err); // the channel closed under us
      }
    });
  }
}
