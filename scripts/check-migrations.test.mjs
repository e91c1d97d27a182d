import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { checkMigration, checkMigrations, migrationFiles } from './check-migrations.mjs';

const why = (sql) => checkMigration(sql).findings.map((f) => f.why);
const dir = mkdtempSync(path.join(tmpdir(), 'migrations-check-'));
after(() => rmSync(dir, { recursive: true, force: true }));

describe('the expand/contract rule for migrations (decision 0310)', () => {
  it('accepts every committed migration', () => {
    assert.deepEqual(checkMigrations(migrationFiles()).problems, []);
  });

  it('accepts what only adds: tables, nullable columns, columns with a default, indexes, a dropped CHECK', () => {
    const sql = `CREATE TABLE "refunds" ("id" text PRIMARY KEY NOT NULL, "amount" bigint NOT NULL);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "priority" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_note_idx" ON "orders" ("note");--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "note" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_transactions" DROP CONSTRAINT "bank_transactions_outcome_ck";
CREATE FUNCTION f() RETURNS void LANGUAGE plpgsql AS $$ BEGIN DROP TABLE x; ALTER TABLE y RENAME TO z; END $$;
-- DROP TABLE "orders" in a comment is no statement`;
    assert.deepEqual(why(sql), []);
  });

  it('refuses drops, renames, type changes and NOT NULL that the release before would trip on', () => {
    assert.deepEqual(why('DROP TABLE "coupons";'), ['drops a table']);
    assert.deepEqual(why('ALTER TABLE "orders" DROP COLUMN "note";'), ['drops a column']);
    assert.deepEqual(why('ALTER TABLE orders DROP note;'), ['drops a column']);
    assert.deepEqual(why('DROP SCHEMA legacy CASCADE;'), ['drops a schema']);
    assert.deepEqual(why('DROP TYPE "order_status";'), ['drops a type']);
    assert.deepEqual(why('ALTER TABLE "orders" RENAME COLUMN "note" TO "remark";'), ['renames']);
    assert.deepEqual(why('ALTER TABLE "orders" RENAME TO "purchases";'), ['renames']);
    assert.deepEqual(why("ALTER TYPE \"order_status\" RENAME VALUE 'paid' TO 'settled';"), ['renames']);
    assert.deepEqual(why('ALTER TABLE "orders" ALTER COLUMN "total" SET DATA TYPE integer;'), ["changes a column's type"]);
    assert.deepEqual(why('ALTER TABLE orders ALTER total TYPE integer USING total::integer;'), ["changes a column's type"]);
    assert.deepEqual(why('ALTER TABLE "orders" ALTER COLUMN "note" SET NOT NULL;'), ['makes a column NOT NULL that old code may leave empty']);
    assert.deepEqual(why('ALTER TABLE "orders" ADD COLUMN "channel" text NOT NULL;'), [
      'adds a NOT NULL column without a DEFAULT (the release before inserts rows without it)',
    ]);
  });

  it('accepts SET NOT NULL when the same statement gives the column a default', () => {
    assert.deepEqual(why(`ALTER TABLE "orders" ALTER COLUMN "note" SET DEFAULT '', ALTER COLUMN "note" SET NOT NULL;`), []);
  });

  it('lets a file through that says why, and names the reason', () => {
    const refused = path.join(dir, '0009_drop_note.sql');
    writeFileSync(refused, 'ALTER TABLE "orders" DROP COLUMN "note";');
    const plain = checkMigrations([refused]);
    assert.equal(plain.problems.length, 1);
    assert.match(plain.problems[0], /0009_drop_note\.sql: drops a column: ALTER TABLE "orders" DROP COLUMN "note"/);

    writeFileSync(refused, '-- expand-contract:\nALTER TABLE "orders" DROP COLUMN "note";');
    assert.equal(checkMigrations([refused]).problems.length, 1, 'a marker without a reason is no justification');

    writeFileSync(refused, '-- expand-contract: release 1.4.0 stopped reading and writing orders.note\nALTER TABLE "orders" DROP COLUMN "note";');
    const allowed = checkMigrations([refused]);
    assert.deepEqual(allowed.problems, []);
    assert.match(allowed.justified[0], /drops a column, because release 1\.4\.0 stopped reading and writing orders\.note/);
  });
});
