import { readFileSync } from 'node:fs';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { Pool } from 'pg';
import { createTestDatabase } from '@shop/testing';
import { messagingScripts } from '../outbox/outbox-insert';
import { inbox, outbox } from '../schema';

/** What a test handler does to the database: one row per applied event. */
export const effects = pgTable('effects', {
  id: serial('id').primaryKey(),
  eventId: uuid('event_id').notNull(),
  note: text('note').notNull(),
});

export const testSchema = { outbox, inbox, effects };

export interface MessagingTestDatabase {
  pool: Pool;
  db: NodePgDatabase<typeof testSchema>;
  drop(): Promise<void>;
}

/**
 * A fresh database holding the tables exactly as `drizzle-kit generate` writes them into a
 * service's migrations, so the tests also prove the Drizzle definitions, and the library's own
 * SQL as a service's migrations apply it.
 */
export async function createMessagingDatabase(label: string): Promise<MessagingTestDatabase> {
  const database = await createTestDatabase(`messaging_${label}`);
  const pool = new Pool({ connectionString: database.url, max: 10 });
  pool.on('error', () => undefined);
  const statements = await generateMigration(generateDrizzleJson({}), generateDrizzleJson(testSchema));
  for (const statement of statements) await pool.query(statement);
  for (const script of messagingScripts) await pool.query(readFileSync(script.file, 'utf8'));
  return {
    pool,
    db: drizzle(pool, { schema: testSchema }),
    async drop() {
      await pool.end();
      await database.drop();
    },
  };
}
