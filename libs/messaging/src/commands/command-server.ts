import type { Channel, ChannelModel, ConsumeMessage } from 'amqplib';
import { acceptCorrelationId, runWithContext, type Logger } from '@shop/config';
import type { CommandContract, RequestOf, ResponseOf } from '@shop/contracts';
import { openChannel } from '../amqp/channels';
import { HEADERS } from '../amqp/headers';
import { assertCommandQueue } from '../amqp/topology';
import { settle } from '../consumer/failed-deliveries';
import { describeError, errorCode } from '../support/errors';
import { check, parseJson } from '../support/json';
import { commandsServedCounter, type CommandResult, type CommandsServed } from '../metrics/delivery-counters';
import type { CommandReply } from './command-reply';
import { HANDLER_UNAVAILABLE } from './command-errors';

export type CommandHandler<C extends CommandContract> = (request: RequestOf<C>) => ResponseOf<C> | Promise<ResponseOf<C>>;

interface Registration {
  contract: CommandContract;
  handler: (request: unknown) => unknown;
}

/**
 * Serves commands from their durable queues `cmd.<name>`. Every request gets exactly one reply:
 * the response, or the handler's error as `{ code, message }`. Requests carry an expiration equal
 * to the caller's timeout, so one that waited out its caller is dropped by the broker unanswered.
 */
export class CommandServer {
  private readonly registrations = new Map<string, Registration>();
  private channel?: Channel;
  private consumerTags: string[] = [];
  private stopping = false;
  private readonly inFlight = new Set<Promise<void>>();
  private served?: CommandsServed;

  constructor(
    private readonly logger: Logger,
    private readonly prefetch: number,
    private readonly unavailable: (err: unknown) => boolean = () => false,
  ) {}

  add<C extends CommandContract>(contract: C, handler: CommandHandler<C>): void {
    if (this.registrations.has(contract.name)) throw new Error(`command ${contract.name} already has a handler`);
    this.registrations.set(contract.name, { contract, handler: handler as Registration['handler'] });
  }

  async attach(model: ChannelModel): Promise<void> {
    if (this.registrations.size === 0 || this.stopping) return;
    this.served ??= commandsServedCounter([...this.registrations.keys()]);
    const ch = await openChannel(model, this.logger, 'commands');
    await ch.prefetch(this.prefetch);
    this.channel = ch;
    this.consumerTags = [];
    for (const registration of this.registrations.values()) {
      const queue = await assertCommandQueue(ch, registration.contract.name);
      const { consumerTag } = await ch.consume(queue, (msg) => msg && this.receive(ch, registration, msg));
      this.consumerTags.push(consumerTag);
    }
  }

  detach(): void {
    this.channel = undefined;
    this.consumerTags = [];
  }

  async stop(): Promise<void> {
    this.stopping = true;
    const ch = this.channel;
    if (ch) await Promise.allSettled(this.consumerTags.map((tag) => ch.cancel(tag)));
    await Promise.allSettled([...this.inFlight]);
  }

  private receive(ch: Channel, registration: Registration, msg: ConsumeMessage): void {
    const correlationId = acceptCorrelationId(msg.properties.headers?.[HEADERS.correlationId]);
    const work: Promise<void> = runWithContext({ correlationId }, () => this.answer(registration, msg.content))
      .then((reply) => {
        const replyTo = msg.properties.replyTo as string | undefined;
        const requestId = msg.properties.correlationId as string | undefined;
        if (replyTo) settle(() => ch.sendToQueue(replyTo, Buffer.from(JSON.stringify(reply)), { correlationId: requestId, contentType: 'application/json' }));
        settle(() => ch.ack(msg));
        this.served?.add({ command: registration.contract.name, result: resultOf(reply) });
      })
      .finally(() => this.inFlight.delete(work));
    this.inFlight.add(work);
  }

  private async answer({ contract, handler }: Registration, content: Buffer): Promise<CommandReply> {
    const request = parseJson(content, contract.request);
    if (!request.ok) return failure('INVALID_REQUEST', `invalid ${contract.name} request: ${request.error}`);
    let response: unknown;
    try {
      response = await handler(request.data);
    } catch (err) {
      if (this.unavailable(err)) {
        this.logger.warn({ command: contract.name, err: describeError(err) }, 'command cannot be answered now');
        return failure(HANDLER_UNAVAILABLE, `${contract.name} cannot be answered now: ${describeError(err)}`);
      }
      this.logger.warn({ command: contract.name, err: describeError(err) }, 'command handler failed');
      return failure(errorCode(err) ?? 'INTERNAL', err instanceof Error ? err.message : String(err));
    }
    const checked = check(contract.response, response);
    if (checked.ok) return { ok: true, data: checked.data };
    this.logger.error({ command: contract.name, err: checked.error }, 'command handler answered outside its contract');
    return failure('INVALID_RESPONSE', `invalid ${contract.name} response: ${checked.error}`);
  }
}

const INVALID = new Set(['INVALID_REQUEST', 'INVALID_RESPONSE']);

function resultOf(reply: CommandReply): CommandResult {
  if (reply.ok) return 'ok';
  if (INVALID.has(reply.error.code)) return 'invalid';
  if (reply.error.code === HANDLER_UNAVAILABLE) return 'unavailable';
  return reply.error.code === 'INTERNAL' ? 'failed' : 'refused';
}

function failure(code: string, message: string): CommandReply {
  return { ok: false, error: { code, message } };
}
