import type { ChannelModel } from 'amqplib';

/**
 * Reads how many messages wait in the service's dead-letter queue, on a channel of its own opened
 * for the reading: a failed `checkQueue` closes the channel it ran on, and the bus's own channels
 * take the whole connection down with them when they close (amqp/channels.ts), which a metric must
 * never do. Readings are cached by the gauge, so this costs a channel every few seconds at most.
 */
export class DeadLetterDepth {
  private model?: ChannelModel;

  /** `queue` is undefined for a service that consumes no events and so owns no dead-letter queue. */
  constructor(readonly queue: string | undefined) {}

  /** Once the connection's topology is declared (the queue exists). */
  attach(model: ChannelModel): void {
    this.model = model;
  }

  detach(): void {
    this.model = undefined;
  }

  /** The queue's message count; undefined while there is no connection or no queue of ours. */
  async read(): Promise<number | undefined> {
    const { queue, model } = this;
    if (!queue || !model) return undefined;
    const ch = await model.createChannel();
    ch.on('error', () => undefined); // a failed check rejects below; the channel alone is lost
    try {
      return (await ch.checkQueue(queue)).messageCount;
    } finally {
      await ch.close().catch(() => undefined);
    }
  }
}
