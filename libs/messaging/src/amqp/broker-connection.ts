import { connect, type ChannelModel, type RecoveringChannelModel } from 'amqplib';
import type { Logger } from '@shop/config';
import { describeError } from '../support/errors';

/**
 * The longest wait between two connection attempts (decision 0407). An attempt on a broker that is
 * down is a refused TCP connect, so trying every second costs nothing, and a broker back after an
 * outage is used again within a second by every process: orders' commands wait in the queue until
 * the catalog's consumer is back, so a catalog that retried 5 s later held placements that long.
 */
export const MAX_RECONNECT_DELAY_MS = 1000;

/** An attempt that fails is logged when its number is a power of two or a multiple of this: a long outage does not flood the log. */
const LOG_EVERY_ATTEMPTS = 60;

const worthLogging = (attempt: number) => (attempt & (attempt - 1)) === 0 || attempt % LOG_EVERY_ATTEMPTS === 0;

export interface BrokerConnectionOptions {
  url: string;
  /** Shown in RabbitMQ's connection list, so an operator sees which service holds a connection. */
  name: string;
  logger: Logger;
  /** At most {@link MAX_RECONNECT_DELAY_MS} unless given. */
  maxReconnectDelayMs?: number;
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
    const { url, name, logger, maxReconnectDelayMs = MAX_RECONNECT_DELAY_MS } = this.options;
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
      if (worthLogging(attempt)) logger.warn({ attempt, delayMs: delay, err: describeError(error) }, 'RabbitMQ unreachable; retrying');
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
