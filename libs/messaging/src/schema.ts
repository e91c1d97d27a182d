import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Events waiting to be published (architecture §9). A row is written in the same
 * transaction as the state change it announces; the relay publishes it and sets `published_at`
 * once RabbitMQ has confirmed. Each service re-exports this table from its own Drizzle schema so
 * that `drizzle-kit generate` puts it into the service's migrations.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey(), // the event id, which becomes the AMQP message id
    type: text('type').notNull(),
    version: integer('version').notNull(),
    payload: jsonb('payload').notNull(),
    correlationId: text('correlation_id').notNull(),
    causationId: text('causation_id'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    // Also serves as the relay's lease: a claimed row is pushed into the future while it is published.
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    // The trace of the work that wrote the event, so the relay publishes it as part of that trace.
    traceparent: text('traceparent'),
  },
  // The relay only ever looks at unpublished rows, which stay few while the table keeps history.
  (t) => [
    index('outbox_unpublished_idx')
      .on(t.nextAttemptAt, t.occurredAt)
      .where(sql`published_at IS NULL`),
  ],
);

/**
 * Events a consumer has applied. The row is inserted in the same transaction as the handler's
 * effect, so a redelivered event finds its key taken and changes nothing.
 */
export const inbox = pgTable(
  'inbox',
  {
    eventId: uuid('event_id').notNull(),
    consumer: text('consumer').notNull(),
    eventType: text('event_type').notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.consumer] })],
);
