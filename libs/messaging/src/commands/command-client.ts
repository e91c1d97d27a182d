import { randomUUID } from 'node:crypto';
import type { Channel, ChannelModel, ConsumeMessage } from 'amqplib';
import { correlationId, type Logger } from '@shop/config';
import type { CommandContract, RequestOf, ResponseOf } from '@shop/contracts';
import { openChannel } from '../amqp/channels';
import { HEADERS } from '../amqp/headers';
import { assertCommandQueue, commandQueue } from '../amqp/topology';
import { describeError } from '../support/errors';
import { check, parseJson } from '../support/json';
import { CommandFailedError, CommandTimeoutError, CommandUnavailableError } from './command-errors';
import { commandReplySchema, REPLY_TO } from './command-reply';

export interface RequestOptions {
  /** How long to wait for the reply; also the request's expiration in the queue. Default 5000. */
  timeoutMs?: number;
}

const DOWN = 'the connection to RabbitMQ is down';

interface Pending {
  command: CommandContract;
  resolve(value: unknown): void;
  reject(err: Error): void;
  timer: NodeJS.Timeout;
}

/**
 * Sends commands and matches replies by correlation id. Replies come over RabbitMQ's direct
 * reply-to, which needs no queue per caller but ties replies to this one channel: when the
 * connection drops, the requests still waiting can no longer be answered and fail at once.
 * While the broker is known to be down, a request fails at once too (CommandUnavailableError);
 * only before the first connect attempt has ended does it wait for the connection, within its
 * timeout.
 */
export class CommandClient {
  private channel?: Channel;
  private down = false;
  private readonly declared = new Set<string>();
  private readonly pending = new Map<string, Pending>();
  private readonly waiters = new Set<() => void>();

  constructor(private readonly logger: Logger) {}

  async attach(model: ChannelModel): Promise<void> {
    const ch = await openChannel(model, this.logger, 'requests');
    await ch.consume(REPLY_TO, (msg) => this.receive(msg), { noAck: true });
    this.declared.clear();
    this.channel = ch;
    this.down = false;
    for (const wake of this.waiters) wake();
  }

  /** The connection is gone or could not be made: what waits for a reply fails now, and so does every request until `attach`. */
  detach(): void {
    this.channel = undefined;
    this.down = true;
    this.failPending((name) => new CommandUnavailableError(name, DOWN));
    for (const wake of this.waiters) wake();
  }

  request<C extends CommandContract>(command: C, payload: RequestOf<C>, { timeoutMs = 5000 }: RequestOptions = {}): Promise<ResponseOf<C>> {
    const body = check(command.request, payload);
    if (!body.ok) return Promise.reject(new CommandFailedError(command.name, 'INVALID_REQUEST', `invalid ${command.name} request: ${body.error}`));
    if (this.down) return Promise.reject(new CommandUnavailableError(command.name, DOWN));
    const id = randomUUID();
    const deadline = Date.now() + timeoutMs;
    const reply = new Promise<ResponseOf<C>>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new CommandTimeoutError(command.name, timeoutMs));
      }, timeoutMs);
      this.pending.set(id, { command, resolve, reject, timer });
    });
    const headers = { [HEADERS.correlationId]: correlationId() ?? id };
    this.send(command.name, id, Buffer.from(JSON.stringify(body.data)), headers, deadline).catch((err) =>
      this.logger.warn({ command: command.name, err: describeError(err) }, 'could not send command; it will time out'),
    );
    return reply;
  }

  /** Fails what is still waiting, so a stopping service does not hang on its own calls. */
  stop(): void {
    this.failPending((name) => new CommandUnavailableError(name, 'the message bus stopped'));
  }

  private failPending(error: (command: string) => Error): void {
    for (const [id, pending] of this.pending) {
      clearTimeout(pending.timer);
      pending.reject(error(pending.command.name));
      this.pending.delete(id);
    }
  }

  private async send(name: string, id: string, content: Buffer, headers: Record<string, string>, deadline: number): Promise<void> {
    const ch = await this.connected(deadline);
    if (!ch || !this.pending.has(id)) return;
    // Declared by callers too, so a request made while the handler is down waits in the queue
    // (until it expires) instead of being dropped as unroutable.
    if (!this.declared.has(name)) {
      await assertCommandQueue(ch, name);
      this.declared.add(name);
    }
    const remaining = deadline - Date.now();
    if (remaining <= 0) return;
    ch.sendToQueue(commandQueue(name), content, {
      correlationId: id,
      replyTo: REPLY_TO,
      expiration: String(remaining),
      contentType: 'application/json',
      headers,
    });
  }

  /** The reply channel, waiting for the first connection until the request's deadline at most. */
  private connected(deadline: number): Promise<Channel | undefined> {
    if (this.channel || this.down) return Promise.resolve(this.channel);
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.waiters.delete(wake);
        resolve(this.channel);
      };
      const timer = setTimeout(wake, Math.max(0, deadline - Date.now()));
      this.waiters.add(wake);
    });
  }

  private receive(msg: ConsumeMessage | null): void {
    const pending = msg && this.pending.get(msg.properties.correlationId as string);
    if (!msg || !pending) return; // a late reply to a request that already timed out
    this.pending.delete(msg.properties.correlationId as string);
    clearTimeout(pending.timer);
    const { name } = pending.command;
    const reply = parseJson(msg.content, commandReplySchema);
    if (!reply.ok) return pending.reject(new CommandFailedError(name, 'INVALID_RESPONSE', `unreadable ${name} reply: ${reply.error}`));
    if (!reply.data.ok) return pending.reject(new CommandFailedError(name, reply.data.error.code, reply.data.error.message));
    const response = check(pending.command.response, reply.data.data);
    if (response.ok) pending.resolve(response.data);
    else pending.reject(new CommandFailedError(name, 'INVALID_RESPONSE', `invalid ${name} response: ${response.error}`));
  }
}
