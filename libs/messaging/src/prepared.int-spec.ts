import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import { queryPrepared } from './index';
import { createMessagingDatabase, testSchema, type MessagingTestDatabase } from './test-support/test-database';

// queryPrepared (decision 0613): the statements every order runs are parsed and planned once per
// connection, and answer exactly what db.execute answers.

describe('queryPrepared', () => {
  let database: MessagingTestDatabase;
  const note = (eventId: string, text: string) => sql`INSERT INTO effects (event_id, note) VALUES (${eventId}, ${text}) RETURNING id, event_id, note`;

  before(async () => {
    database = await createMessagingDatabase('prepared');
  });
  after(() => database.drop());

  it('answers the rows db.execute answers, and prepares the statement once on its connection', async () => {
    // One connection, so the second call must find the statement the first one prepared.
    const pool = new Pool({ connectionString: (database.pool.options as { connectionString: string }).connectionString, max: 1 });
    const db = drizzle(pool, { schema: testSchema });
    try {
      const first = randomUUID();
      const [row] = await queryPrepared<{ id: number; event_id: string; note: string }>(db, 'test.note', note(first, 'Túi "tote" <1>'));
      assert.deepEqual({ ...row, id: 0 }, { id: 0, event_id: first, note: 'Túi "tote" <1>' });
      const executed = (await db.execute<{ note: string; event_id: string }>(sql`SELECT note, event_id FROM effects WHERE event_id = ${first}`)).rows;
      assert.deepEqual(executed, [{ note: 'Túi "tote" <1>', event_id: first }]);
      await queryPrepared(db, 'test.note', note(randomUUID(), 'second'));
      const prepared = await db.execute<{ name: string; statement: string }>(sql`SELECT name, statement FROM pg_prepared_statements`);
      assert.deepEqual(
        prepared.rows.map((r) => r.name),
        ['test.note'],
      );
      assert.match(prepared.rows[0].statement, /^INSERT INTO effects \(event_id, note\) VALUES \(\$1, \$2\)/);
      // Timestamps come back as db.execute gives them (text), arrays go as one parameter.
      const [t] = await queryPrepared<{ at: unknown; n: number }>(
        db,
        'test.time',
        sql`SELECT now() AS at, cardinality(${sql.param(['a', 'b', 'c'])}::text[]) AS n`,
      );
      const [e] = (await db.execute<{ at: unknown }>(sql`SELECT now() AS at`)).rows;
      assert.deepEqual([typeof t.at, t.n], [typeof e.at, 3]);
    } finally {
      await pool.end();
    }
  });

  it("runs in the caller's transaction: sees its rows, and rolls back with it", async () => {
    const eventId = randomUUID();
    await assert.rejects(
      database.db.transaction(async (tx) => {
        await queryPrepared(tx, 'test.note', note(eventId, 'in a transaction'));
        const seen = await queryPrepared<{ n: number }>(tx, 'test.count', sql`SELECT count(*)::int AS n FROM effects WHERE event_id = ${eventId}`);
        assert.deepEqual(seen, [{ n: 1 }]);
        throw new Error('roll back');
      }),
      /roll back/,
    );
    assert.deepEqual(await queryPrepared(database.db, 'test.count', sql`SELECT count(*)::int AS n FROM effects WHERE event_id = ${eventId}`), [{ n: 0 }]);
  });
});
