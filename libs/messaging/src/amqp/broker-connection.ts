import { connect, type ChannelModel, type RecoveringChannelModel } from 'amqplib';
import type { Logger } from '@shop/config';
import { describeError } from '../support/errors';

export interface BrokerConnectionOptions {
  url: string;
  /** Shown in RabbitMQ's connection list, so an operator sees which service holds a connection. */
  name: string;
  logger: Logger;
  maxReconnectDelayMs: number;
  /** Opens channels, asserts topology and starts consumers; if it throws, the connection is dropped and retried. */
  onConnect(model: ChannelModel): Promise<void>;
  /** Called once `onConnect` has finished and the connection counts as up. */
  onReady(): void;
  /**
   * Called when a live connection is lost, a half-made one is abandoned or a connect attempt
   * fails: forget its channels; the broker counts as down until the next `onReady`.
   */
  onDisconnect(): void;
}

/**
 * One AMQP connection that keeps coming back: amqplib's recovery reconnects with capped,
 * jittered backoff for as long as it takes, and `onConnect` rebuilds everything on each new
 * connection. Opening does not wait for the broker, so a service boots while RabbitMQ is down;
 * the outbox holds its events meanwhile.
 */
export class BrokerConnection {
  private model?: RecoveringChannelModel;
  private connected = false;

  constructor(private readonly options: BrokerConnectionOptions) {}

  async open(): Promise<void> {
    const { url, name, logger, maxReconnectDelayMs } = this.options;
    this.model = await connect(url, {
      clientProperties: { connection_name: name },
      // Nagle off: a reply and its ack are two small frames, and the second must not wait for the
      // broker's delayed ACK of the first (it held a prefetch slot ~40 ms per command; decision 0613).
      noDelay: true,
      recovery: { waitForConnect: false, initialDelay: 100, maxDelay: maxReconnectDelayMs, setup: (m: ChannelModel) => this.setup(m) },
    });
    this.model.on('connect', () => {
      this.connected = true;
      logger.info('connected to RabbitMQ');
      this.options.onReady();
    });
    this.model.on('disconnect', (err: Error) => {
      this.connected = false;
      this.options.onDisconnect();
      logger.warn({ err: describeError(err) }, 'lost the RabbitMQ connection; reconnecting');
    });
    this.model.on('connect-failed', () => this.options.onDisconnect());
    this.model.on('reconnect-scheduled', ({ attempt, delay, error }: { attempt: number; delay: number; error: Error }) => {
      logger.warn({ attempt, delayMs: delay, err: describeError(error) }, 'RabbitMQ unreachable; retrying');
    });
    this.model.on('error', (err: Error) => logger.warn({ err: describeError(err) }, 'RabbitMQ connection error'));
  }

  isConnected(): boolean {
    return this.connected;
  }

  async close(): Promise<void> {
    this.connected = false;
    const model = this.model;
    this.model = undefined;
    await model?.close();
  }

  private async setup(model: ChannelModel): Promise<void> {
    try {
      await this.options.onConnect(model);
    } catch (err) {
      this.options.onDisconnect();
      throw err;
    }
  }
}
