import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import amqp from 'amqplib';
import type { Pool } from 'pg';
import { createTestDatabase, createTestPool, waitFor, type TestDatabase } from '@shop/testing';
import { PaymentCommands } from '@shop/contracts';
import type { PaymentData } from '../../src/sessions/payment-data';

export const migrationsFolder = path.join(__dirname, '../../../drizzle');
export const SEPAY_KEY = 'test-sepay-key-0123456789';

export interface PaymentsUnderTest {
  url: string;
  app: NestExpressApplication;
  pool: Pool;
  db: TestDatabase;
  staffToken: string;
  /** A second admin, for two staff at the same moment. */
  otherStaffToken: string;
  /** A seller, who may not touch payments (decision 0430). */
  sellerToken: string;
  customerToken: string;
  customerId: string;
  otherCustomerToken: string;
  gql<T = any>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ): Promise<{ status: number; data?: T; errors?: { message: string; extensions?: { code?: string } }[] }>;
  webhook(body: unknown, authorization?: string): Promise<{ status: number; body: any }>;
  /** Publishes an event as orders would; answers the envelope id (the inbox records it once handled). */
  publish(type: string, payload: Record<string, unknown>): Promise<string>;
  /** orders' call right after placing a qr_payment order, over RabbitMQ. */
  openSession(payload: { orderId: string; orderNumber: string; customerId: string; amount: number }): Promise<PaymentData>;
  close(): Promise<void>;
}

/**
 * payments against a fresh, migrated database, its own RabbitMQ names and its own BullMQ prefix
 * (so no other test file's worker takes its jobs), listening on a free port.
 */
export async function startPayments(env: Record<string, string> = {}): Promise<PaymentsUnderTest> {
  const db = await createTestDatabase('payments');
  Object.assign(process.env, {
    PAYMENTS_DATABASE_URL: db.url,
    VAR_DIR: mkdtempSync(path.join(tmpdir(), 'payments-test-')),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'error',
    BUS_NAMESPACE: `${process.env.BUS_NAMESPACE ?? 'test'}-pay${randomUUID().slice(0, 6)}`,
    SEPAY_WEBHOOK_API_KEY: SEPAY_KEY,
    SHOP_BANK_BIN: '970436',
    SHOP_BANK_ACCOUNT_NO: '0011004455667',
    ...env,
  });
  const { ensureLocalKeyPair, loadPrivateKey, markSessionVersionsPublished, signAccessToken } = await import('@shop/auth');
  const { createServiceApp, runMigrations, MESSAGE_BUS } = await import('@shop/platform');
  const { eventsExchange } = await import('@shop/messaging');
  const { rabbitmqUrl } = await import('@shop/config');
  await ensureLocalKeyPair();
  // No identity runs here to mark its session versions published; none was raised (decision 0106).
  await markSessionVersionsPublished();
  await runMigrations(db.url, migrationsFolder);
  const { AppModule } = await import('../../src/app.module.js');
  const app = await createServiceApp({ service: 'payments', module: AppModule });
  await app.init();
  const bus = app.get(MESSAGE_BUS);
  await bus.start();
  await waitFor(() => bus.isConnected(), { what: 'bus connected' });
  await app.listen(0, '127.0.0.1');
  const url = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  const key = await loadPrivateKey();
  const token = (id: string, role: 'admin' | 'seller' | 'customer', name: string = role) =>
    signAccessToken(key, { id, role, email: `${role}@example.com`, name, sessionVersion: 0 });
  const customerId = randomUUID();
  const staffToken = await token(randomUUID(), 'admin');
  const otherStaffToken = await token(randomUUID(), 'admin', 'admin 2');
  const sellerToken = await token(randomUUID(), 'seller');
  const customerToken = await token(customerId, 'customer');
  const otherCustomerToken = await token(randomUUID(), 'customer');
  const pool = createTestPool(db.url, 4);
  const connection = await amqp.connect(rabbitmqUrl());
  const channel = await connection.createConfirmChannel();
  return {
    url,
    app,
    pool,
    db,
    staffToken,
    otherStaffToken,
    sellerToken,
    customerToken,
    customerId,
    otherCustomerToken,
    async gql(query, variables, auth) {
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      return { status: res.status, ...((await res.json()) as object) };
    },
    async webhook(body, authorization = `Apikey ${SEPAY_KEY}`) {
      const res = await fetch(`${url}/webhooks/sepay`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: await res.json() };
    },
    async publish(type, payload) {
      const envelope = {
        id: randomUUID(),
        type,
        version: 1,
        occurredAt: new Date().toISOString(),
        correlationId: randomUUID(),
        causationId: null,
        producer: 'orders',
        payload,
      };
      channel.publish(eventsExchange(), type, Buffer.from(JSON.stringify(envelope)), { persistent: true, messageId: envelope.id });
      await channel.waitForConfirms();
      return envelope.id;
    },
    openSession(payload) {
      return bus.request(PaymentCommands.OpenPaymentSession, payload, { timeoutMs: 15_000 });
    },
    async close() {
      await connection.close();
      await app.close();
      await pool.end();
      await db.drop();
    },
  };
}
