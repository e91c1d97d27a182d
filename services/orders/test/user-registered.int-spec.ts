import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import amqp from 'amqplib';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { rabbitmqUrl } from '@shop/config';
import { eventsExchange, type MessageBus } from '@shop/messaging';
import { MESSAGE_BUS, PG_POOL, createServiceApp, runMigrations } from '@shop/platform';
import { createTestDatabase, stays, waitFor, type TestDatabase } from '@shop/testing';
import type { Pool } from 'pg';

const migrations = path.join(__dirname, '../../drizzle');

let db: TestDatabase;
let app: NestExpressApplication;
let pool: Pool;
let connection: amqp.ChannelModel;
let channel: amqp.ConfirmChannel;

async function publish(envelope: Record<string, unknown>): Promise<void> {
  channel.publish(eventsExchange(), String(envelope.type), Buffer.from(JSON.stringify(envelope)), { persistent: true, messageId: String(envelope.id) });
  await channel.waitForConfirms();
}

before(async () => {
  db = await createTestDatabase('orders_customers');
  await runMigrations(db.url, migrations);
  process.env.ORDERS_DATABASE_URL = db.url;
  const { AppModule } = await import('../src/app.module.js');
  app = await createServiceApp({ service: 'orders', module: AppModule });
  await app.init();
  await app.get<MessageBus>(MESSAGE_BUS).start();
  pool = app.get<Pool>(PG_POOL);
  await waitFor(() => app.get<MessageBus>(MESSAGE_BUS).isConnected(), { what: 'bus connected' });
  connection = await amqp.connect(rabbitmqUrl());
  channel = await connection.createConfirmChannel();
});

after(async () => {
  await connection?.close();
  await app?.close();
  await db?.drop();
});

describe('orders keeps a customer directory from identity.UserRegistered', () => {
  it('records a registered user once, even when the event is delivered twice', async () => {
    const userId = randomUUID();
    const envelope = {
      id: randomUUID(),
      type: 'identity.UserRegistered',
      version: 1,
      occurredAt: new Date().toISOString(),
      correlationId: `orders-int-${userId}`,
      causationId: null,
      producer: 'identity',
      payload: { userId, email: 'khach@example.com', name: 'Trần Thị Khách', role: 'customer', registeredAt: new Date().toISOString() },
    };
    await publish(envelope);
    await publish(envelope);
    await waitFor(async () => (await pool.query('SELECT 1 FROM customers WHERE id = $1', [userId])).rowCount === 1, { what: 'customer row' });
    await waitFor(async () => (await pool.query('SELECT 1 FROM inbox WHERE event_id = $1', [envelope.id])).rowCount === 1, { what: 'inbox row' });
    // The duplicate may still be on its way: the inbox absorbs it, the customer stays one row.
    await stays(async () => (await pool.query('SELECT 1 FROM customers WHERE id = $1', [userId])).rowCount === 1, { forMs: 300, what: 'one customer row' });
    const rows = await pool.query('SELECT email, name FROM customers WHERE id = $1', [userId]);
    assert.deepEqual(rows.rows, [{ email: 'khach@example.com', name: 'Trần Thị Khách' }]);
    const inbox = await pool.query('SELECT count(*)::int AS n FROM inbox WHERE event_id = $1', [envelope.id]);
    assert.equal(inbox.rows[0].n, 1);
  });
});
