import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import type { Pool } from 'pg';
import { createTestDatabase, createTestPool, type TestDatabase } from '@shop/testing';
import { migrationsFolder, repeatableScripts } from '../../src/db/migrations';
import { removeCatalogTopology } from './bus-probe';

export interface GqlResult<T = any> {
  status: number;
  data?: T;
  errors?: { message: string; extensions?: { code?: string; status?: number; errors?: Record<string, string> } }[];
}

export interface CatalogUnderTest {
  url: string;
  app: INestApplication;
  pool: Pool;
  db: TestDatabase;
  staffToken: string;
  customerToken: string;
  gql<T = any>(query: string, variables?: Record<string, unknown>, token?: string): Promise<GqlResult<T>>;
  close(): Promise<void>;
}

/**
 * catalog against a fresh, migrated database and its own var/ (keys), listening on a free port.
 * With `bus: true` the message bus starts in a BUS_NAMESPACE of this file's own, so events and
 * commands really go through RabbitMQ (and nobody else's queues). `databaseUrl` turns the
 * database's URL into the one catalog itself uses.
 */
export async function startCatalog(opts: { seed?: boolean; bus?: boolean; databaseUrl?: (url: string) => Promise<string> } = {}): Promise<CatalogUnderTest> {
  const db = await createTestDatabase('catalog');
  Object.assign(process.env, {
    // The test may put something between catalog and its database (a proxy it cuts); migrations and the test's pool go direct.
    CATALOG_DATABASE_URL: opts.databaseUrl ? await opts.databaseUrl(db.url) : db.url,
    VAR_DIR: mkdtempSync(path.join(tmpdir(), 'catalog-test-')),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'error',
    // Each file its own namespace inside the tier's: two catalogs under test never serve each other's commands or events.
    BUS_NAMESPACE: `${process.env.BUS_NAMESPACE ?? 'test'}-catalog-${randomUUID().slice(0, 8)}`,
  });
  const { ensureLocalKeyPair, loadPrivateKey, markSessionVersionsPublished, signAccessToken } = await import('@shop/auth');
  const { createServiceApp, runMigrations, MESSAGE_BUS } = await import('@shop/platform');
  await ensureLocalKeyPair();
  // No identity runs here to mark its session versions published; none was raised (decision 0106).
  await markSessionVersionsPublished();
  await runMigrations(db.url, migrationsFolder, repeatableScripts);
  const { AppModule } = await import('../../src/app.module.js');
  const { DemoCatalogSeeder } = await import('../../src/demo/demo-catalog.seeder.js');
  const { UPLOAD_PATHS } = await import('../../src/images/images.controller.js');
  const app = await createServiceApp({ service: 'catalog', module: AppModule, jsonLimit: '30mb', rawBodyPaths: UPLOAD_PATHS });
  await app.init();
  const bus = app.get(MESSAGE_BUS);
  if (opts.bus) await bus.start();
  if (opts.seed) await app.get(DemoCatalogSeeder).seedIfEmpty();
  await app.listen(0, '127.0.0.1');
  const url = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  const key = await loadPrivateKey();
  const staffToken = await signAccessToken(key, {
    id: randomUUID(),
    role: 'admin',
    email: 'admin@example.com',
    name: 'Admin',
    sessionVersion: 0,
  });
  const customerToken = await signAccessToken(key, {
    id: randomUUID(),
    role: 'customer',
    email: 'c@example.com',
    name: 'Khách',
    sessionVersion: 0,
  });
  const pool = createTestPool(db.url);
  return {
    url,
    app,
    pool,
    db,
    staffToken,
    customerToken,
    async gql(query, variables, token) {
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      return { status: res.status, ...((await res.json()) as object) };
    },
    async close() {
      await app.close();
      if (opts.bus) await removeCatalogTopology();
      await pool.end();
      await db.drop();
    },
  };
}
