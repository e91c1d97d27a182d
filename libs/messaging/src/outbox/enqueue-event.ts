import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { correlationId as contextCorrelationId, currentTraceparent } from '@shop/config';
import type { Envelope, EventContract, PayloadOf } from '@shop/contracts';
import { handledEventId } from '../consumer/event-context';
import { queryPrepared, type PreparingExecutor } from '../support/prepared';
import { outboxInsert } from './outbox-insert';
import { noteEnqueued } from './relay-wakeup';

/** Anything that can write to the outbox: a Drizzle database or, as it should be, a transaction. */
export type OutboxWriter = PreparingExecutor;

export interface EnqueueOptions {
  /** Defaults to the event being handled when called from a `bus.on` handler. */
  causationId?: string;
  /** Defaults to the current request's correlation id (`@shop/config` context), else a new one. */
  correlationId?: string;
  /** Defaults to the service name given to `setEventProducer` (which `new MessageBus` calls). */
  producer?: string;
}

let defaultProducer: string | undefined;

/**
 * Names the service that produces events in this process. `new MessageBus({ service })` calls it,
 * so a service names itself once; an outbox table belongs to one service, and its relay stamps
 * that same name on what it publishes.
 */
export function setEventProducer(service: string): void {
  defaultProducer = service;
}

/** What every event of `contract` written now carries besides its id, time and payload. */
export interface EventStamp {
  type: string;
  version: number;
  correlationId: string;
  causationId: string | null;
  producer: string;
  /** The W3C trace context of the work that wrote it, stored with the row: the relay publishes the event in that trace. */
  traceparent: string | null;
}

/**
 * The type, version, correlation and causation of an event written now, for a producer whose SQL
 * fills the payloads and writes the rows with `messaging_outbox_insert` (catalog's
 * `catalog_reserve`), which takes this stamp as its event: the same defaults as `enqueueEvent`.
 * Such a producer must prove in a test that its payloads pass the contract, since nothing here
 * can check them.
 */
export function eventStamp(contract: EventContract, opts: EnqueueOptions = {}): EventStamp {
  return { ...envelopeStamp(contract, opts), traceparent: currentTraceparent() };
}

/** The stamp an event's envelope carries: the trace context goes with its row (`outboxInsert`), not with the event its consumers read. */
function envelopeStamp(contract: EventContract, opts: EnqueueOptions): Omit<EventStamp, 'traceparent'> {
  const producer = opts.producer ?? defaultProducer;
  if (!producer) throw new Error('enqueueEvent: no producer; construct the MessageBus first or pass opts.producer');
  // Every event written goes through here: the relay is woken once its transaction commits.
  noteEnqueued();
  return {
    type: contract.type,
    version: contract.version,
    correlationId: opts.correlationId ?? contextCorrelationId() ?? randomUUID(),
    causationId: opts.causationId ?? handledEventId() ?? null,
    producer,
  };
}

/**
 * Validates an event against its contract and builds its envelope, for a producer that writes the
 * row in a statement of its own through `outboxInsert` (orders' placement writes it in the order's
 * one statement). The row must still be written in the transaction (or statement) of the change it
 * announces.
 */
export function outboxEntry<C extends EventContract>(contract: C, payload: PayloadOf<C>, opts: EnqueueOptions = {}): Envelope<PayloadOf<C>> {
  const parsed = contract.schema.safeParse(payload);
  if (!parsed.success) {
    throw new Error(`invalid payload for ${contract.type} v${contract.version}:\n${z.prettifyError(parsed.error)}`);
  }
  return {
    id: randomUUID(),
    ...envelopeStamp(contract, opts),
    occurredAt: new Date().toISOString(),
    payload: parsed.data as PayloadOf<C>,
  };
}

/**
 * Writes an event to the outbox inside the caller's transaction (architecture §9): it is
 * published if and only if the transaction commits. The payload is validated against the
 * contract first, so a producer can never publish what its consumers would refuse.
 */
export async function enqueueEvent<C extends EventContract>(
  tx: OutboxWriter,
  contract: C,
  payload: PayloadOf<C>,
  opts: EnqueueOptions = {},
): Promise<Envelope<PayloadOf<C>>> {
  const envelope = outboxEntry(contract, payload, opts);
  // Prepared once per connection (decision 0613): every use case that announces a change runs it.
  await queryPrepared(tx, 'messaging.outboxInsert', sql`SELECT ${outboxInsert(envelope)}`);
  return envelope;
}
