import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { correlationId as contextCorrelationId, currentTraceparent } from '@shop/config';
import type { Envelope, EventContract, PayloadOf } from '@shop/contracts';
import { handledEventId, noteEnqueued } from '../consumer/event-context';
import { outbox } from '../schema';

/** Anything that can insert into the outbox: a Drizzle database or, as it should be, a transaction. */
export type OutboxWriter = Pick<PgDatabase<PgQueryResultHKT>, 'insert'>;

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
}

/**
 * The type, version, correlation and causation of an event written now, for a producer whose SQL
 * writes the outbox rows itself and fills their payloads (catalog's `catalog_reserve`): the same
 * defaults as `enqueueEvent`. Such a producer must prove in a test that its payloads pass the
 * contract, since nothing here can check them.
 */
export function eventStamp(contract: EventContract, opts: EnqueueOptions = {}): EventStamp {
  const producer = opts.producer ?? defaultProducer;
  if (!producer) throw new Error('enqueueEvent: no producer; construct the MessageBus first or pass opts.producer');
  // Every event written goes through here: inside a handler, its relay is woken after the commit.
  noteEnqueued();
  return {
    type: contract.type,
    version: contract.version,
    correlationId: opts.correlationId ?? contextCorrelationId() ?? randomUUID(),
    causationId: opts.causationId ?? handledEventId() ?? null,
    producer,
  };
}

/** An event ready for the outbox: its envelope and the row that carries it. */
export interface OutboxEntry<P> {
  envelope: Envelope<P>;
  row: typeof outbox.$inferInsert;
}

/**
 * Validates an event against its contract and builds its outbox row, for a producer that writes
 * the row in a statement of its own (orders' placement writes it in the order's one statement).
 * The row must still be written in the transaction (or statement) of the change it announces.
 */
export function outboxEntry<C extends EventContract>(contract: C, payload: PayloadOf<C>, opts: EnqueueOptions = {}): OutboxEntry<PayloadOf<C>> {
  const parsed = contract.schema.safeParse(payload);
  if (!parsed.success) {
    throw new Error(`invalid payload for ${contract.type} v${contract.version}:\n${z.prettifyError(parsed.error)}`);
  }
  const envelope: Envelope<PayloadOf<C>> = {
    id: randomUUID(),
    ...eventStamp(contract, opts),
    occurredAt: new Date().toISOString(),
    payload: parsed.data as PayloadOf<C>,
  };
  const row = {
    id: envelope.id,
    type: envelope.type,
    version: envelope.version,
    payload: envelope.payload,
    correlationId: envelope.correlationId,
    causationId: envelope.causationId,
    occurredAt: new Date(envelope.occurredAt),
    traceparent: currentTraceparent(),
  };
  return { envelope, row };
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
  const { envelope, row } = outboxEntry(contract, payload, opts);
  await tx.insert(outbox).values(row);
  return envelope;
}
