import { randomUUID } from 'node:crypto';
import type { Channel, ChannelModel, ConsumeMessage } from 'amqplib';
import { correlationId, type Logger } from '@shop/config';
import type { CommandContract, RequestOf, ResponseOf } from '@shop/contracts';
import { openChannel } from '../amqp/channels';
import { HEADERS } from '../amqp/headers';
import { assertCommandQueue, commandQueue } from '../amqp/topology';
import { describeError } from '../support/errors';
import { check, parseJson } from '../support/json';
import { CommandFailedError, CommandTimeoutError } from './command-errors';
import { commandReplySchema, REPLY_TO } from './command-reply';

export interface RequestOptions {
  /** How long to wait for the reply; also the request's expiration in the queue. Default 5000. */
  timeoutMs?: number;
}

interface Pending {
  command: CommandContract;
  resolve(value: unknown): void;
  reject(err: Error): void;
  timer: NodeJS.Timeout;
}

/**
 * Sends commands and matches replies by correlation id. Replies come over RabbitMQ's direct
 * reply-to, which needs no queue per caller but ties replies to this one channel: after a
 * reconnect, replies to earlier requests are lost and those requests end in a timeout.
 */
export class CommandClient {
  private channel?: Channel;
  private readonly declared = new Set<string>();
  private readonly pending = new Map<string, Pending>();
  private readonly waiters = new Set<() => void>();

  constructor(private readonly logger: Logger) {}

  async attach(model: ChannelModel): Promise<void> {
    const ch = await openChannel(model, this.logger, 'requests');
    await ch.consume(REPLY_TO, (msg) => this.receive(msg), { noAck: true });
    this.declared.clear();
    this.channel = ch;
    for (const wake of this.waiters) wake();
  }

  detach(): void {
    this.channel = undefined;
  }

  request<C extends CommandContract>(command: C, payload: RequestOf<C>, { timeoutMs = 5000 }: RequestOptions = {}): Promise<ResponseOf<C>> {
    const body = check(command.request, payload);
    if (!body.ok) return Promise.reject(new CommandFailedError(command.name, 'INVALID_REQUEST', `invalid ${command.name} request: ${body.error}`));
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
    for (const [id, pending] of this.pending) {
      clearTimeout(pending.timer);
      pending.reject(new Error(`message bus stopped before ${pending.command.name} was answered`));
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

  /** The reply channel, waiting for a reconnect until the request's deadline at most. */
  private connected(deadline: number): Promise<Channel | undefined> {
    if (this.channel) return Promise.resolve(this.channel);
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
