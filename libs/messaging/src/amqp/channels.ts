import type { Channel, ChannelModel, ConfirmChannel } from 'amqplib';
import type { Logger } from '@shop/config';
import { describeError } from '../support/errors';

/**
 * A channel error (e.g. a queue declared with other arguments) kills only that channel while the
 * connection stays up, which would leave a consumer silently dead. Closing the connection hands
 * the problem to connection recovery, which rebuilds every channel from scratch.
 */
function watch<C extends Channel>(model: ChannelModel, ch: C, logger: Logger, role: string): C {
  ch.on('error', (err: Error) => logger.warn({ err: describeError(err), channel: role }, 'RabbitMQ channel error'));
  ch.on('close', () => {
    model.close().catch(() => undefined); // already closing when the connection went first
  });
  return ch;
}

export async function openChannel(model: ChannelModel, logger: Logger, role: string): Promise<Channel> {
  return watch(model, await model.createChannel(), logger, role);
}

export async function openConfirmChannel(model: ChannelModel, logger: Logger, role: string): Promise<ConfirmChannel> {
  return watch(model, await model.createConfirmChannel(), logger, role);
}
