import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { createLogger } from '@shop/config';
import { createTestDatabase, recordStatements, waitFor, type TestDatabase } from '@shop/testing';
import { createDatabase, type Database } from './database';
import { TransactionContext } from './transaction-context';

describe('the transaction context', () => {
  let testDb: TestDatabase;
  let database: Database;
  let tx: TransactionContext;
  const errors: unknown[] = [];

  const insert = (name: string) => tx.current().execute(sql`INSERT INTO things (name) VALUES (${name})`);
  /** What another connection sees: committed rows only. */
  const committed = async () => (await database.pool.query<{ name: string }>('SELECT name FROM things ORDER BY name')).rows.map((r) => r.name);
  const backendPid = async () => (await tx.current().execute<{ pid: number }>(sql`SELECT pg_backend_pid() AS pid`)).rows[0].pid;

  before(async () => {
    testDb = await createTestDatabase('transaction_context');
    database = createDatabase(testDb.url, {});
    await database.pool.query('CREATE TABLE things (name text PRIMARY KEY)');
    const logger = createLogger('platform');
    logger.error = ((obj: unknown) => void errors.push(obj)) as typeof logger.error;
    tx = new TransactionContext(database.db, logger);
  });

  after(async () => {
    await database.pool.end();
    await testDb.drop();
  });

  it('runs statements outside a transaction on the pool, each committed at once', async () => {
    await database.pool.query('TRUNCATE things');
    assert.equal(tx.current(), database.db);
    await insert('alone');
    assert.deepEqual(await committed(), ['alone']);
  });

  it('gives repositories the open transaction: nothing is visible to others before the commit', async () => {
    await database.pool.query('TRUNCATE things');
    await tx.transactional(async () => {
      assert.notEqual(tx.current(), database.db);
      await insert('a');
      assert.deepEqual(await committed(), []);
    });
    assert.deepEqual(await committed(), ['a']);
  });

  it('joins an open transaction: an inner call runs on the same connection and its failure rolls back the outer work', async () => {
    await database.pool.query('TRUNCATE things');
    await assert.rejects(
      tx.transactional(async () => {
        await insert('outer');
        const outerPid = await backendPid();
        await tx.transactional(async () => {
          assert.equal(await backendPid(), outerPid);
          await insert('inner');
          throw new Error('inner failed');
        });
      }),
      /inner failed/,
    );
    assert.deepEqual(await committed(), []);
  });

  it('undoes only a failed savepoint, and forgets the after-commit work registered in it', async () => {
    await database.pool.query('TRUNCATE things');
    const ran: string[] = [];
    await tx.transactional(async () => {
      await insert('kept');
      tx.afterCommit(() => ran.push('outer'));
      await assert.rejects(
        tx.savepoint(async () => {
          await insert('undone');
          tx.afterCommit(() => ran.push('in the failed savepoint'));
          throw new Error('savepoint failed');
        }),
      );
      await tx.savepoint(async () => {
        await insert('saved');
        tx.afterCommit(() => ran.push('in the savepoint'));
      });
    });
    assert.deepEqual(await committed(), ['kept', 'saved']);
    assert.deepEqual(ran, ['outer', 'in the savepoint']);
  });

  it('runs after-commit work once, after the outermost commit, when the change is visible to others', async () => {
    await database.pool.query('TRUNCATE things');
    const saw: string[][] = [];
    await tx.transactional(async () => {
      await insert('b');
      await tx.transactional(async () => {
        tx.afterCommit(async () => saw.push(await committed()));
      });
      assert.equal(saw.length, 0);
    });
    await waitFor(() => saw.length > 0, { what: 'the after-commit work' });
    assert.deepEqual(saw, [['b']]);
  });

  it('never runs after-commit work of a transaction that rolled back', async () => {
    await database.pool.query('TRUNCATE things');
    let ran = false;
    await assert.rejects(
      tx.transactional(async () => {
        await insert('c');
        tx.afterCommit(() => (ran = true));
        throw new Error('rolled back');
      }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(ran, false);
    assert.deepEqual(await committed(), []);
  });

  it('logs a failing after-commit callback without failing the committed request, and runs the others', async () => {
    await database.pool.query('TRUNCATE things');
    errors.length = 0;
    let later = false;
    const result = await tx.transactional(async () => {
      await insert('d');
      tx.afterCommit(() => {
        throw new Error('mail server away');
      });
      tx.afterCommit(() => Promise.reject(new Error('redis away')));
      tx.afterCommit(() => (later = true));
      return 'answered';
    });
    assert.equal(result, 'answered');
    assert.equal(later, true);
    await waitFor(() => errors.length === 2, { what: 'both failures logged' });
    assert.deepEqual(await committed(), ['d']);
  });

  it('gives work a transaction left running after it ended the pool, not the finished transaction', async () => {
    await database.pool.query('TRUNCATE things');
    let leftRunning: Promise<unknown> | undefined;
    await tx.transactional(async () => {
      leftRunning = new Promise((resolve) => setTimeout(resolve, 20)).then(async () => {
        assert.equal(tx.current(), database.db);
        await insert('later');
      });
    });
    await leftRunning;
    assert.deepEqual(await committed(), ['later']);
  });

  it('runs one statement on the pool without BEGIN and COMMIT, and its after-commit work once it returned', async () => {
    await database.pool.query('TRUNCATE things');
    const statements = recordStatements(database.pool);
    const saw: string[][] = [];
    try {
      const result = await tx.oneStatement(async () => {
        assert.equal(tx.current(), database.db);
        await insert('one');
        tx.afterCommit(async () => saw.push(await committed()));
        assert.equal(saw.length, 0);
        return 'done';
      });
      assert.equal(result, 'done');
    } finally {
      statements.stop();
    }
    await waitFor(() => saw.length > 0, { what: 'the after-commit work' });
    assert.deepEqual(saw, [['one']]);
    assert.deepEqual(
      statements.sent.filter((text) => /^\s*(BEGIN|COMMIT|ROLLBACK)/i.test(text)),
      [],
    );
    assert.equal(statements.sent.filter((text) => text.includes('INSERT INTO things')).length, 1);
  });

  it('never runs the after-commit work of a statement that failed, and joins an open transaction', async () => {
    await database.pool.query('TRUNCATE things');
    let ran = false;
    await assert.rejects(
      tx.oneStatement(async () => {
        tx.afterCommit(() => (ran = true));
        await insert('twice');
        await insert('twice');
      }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(ran, false);
    const order: string[] = [];
    await tx.transactional(async () => {
      await tx.oneStatement(async () => {
        assert.notEqual(tx.current(), database.db);
        await insert('joined');
        tx.afterCommit(() => order.push('after the outer commit'));
      });
      assert.deepEqual(await committed(), ['twice']);
      order.push('outer work');
    });
    assert.deepEqual(order, ['outer work', 'after the outer commit']);
    assert.deepEqual(await committed(), ['joined', 'twice']);
  });

  it('opens a real transaction for transactional() inside oneStatement()', async () => {
    await database.pool.query('TRUNCATE things');
    await assert.rejects(
      tx.oneStatement(() =>
        tx.transactional(async () => {
          assert.notEqual(tx.current(), database.db);
          await insert('rolled back');
          throw new Error('inner failed');
        }),
      ),
      /inner failed/,
    );
    assert.deepEqual(await committed(), []);
  });

  it('refuses afterCommit outside a transaction, where there is no commit to wait for', () => {
    assert.throws(() => tx.afterCommit(() => undefined), /needs an open transaction/);
  });

  it('keeps concurrent requests in their own transactions', async () => {
    await database.pool.query('TRUNCATE things');
    const names = Array.from({ length: 8 }, (_, i) => `r${i}`);
    let inserted = 0;
    let looked = 0;
    const pids = await Promise.all(
      names.map((name, i) =>
        tx
          .transactional(async () => {
            await insert(name);
            inserted++;
            // All are open at once here: each sees its own row and none of the others'.
            await waitFor(() => inserted === names.length, { what: 'every request inserted' });
            const seen = await tx.current().execute<{ name: string }>(sql`SELECT name FROM things ORDER BY name`);
            assert.deepEqual(
              seen.rows.map((r) => r.name),
              [name],
            );
            looked++;
            await waitFor(() => looked === names.length, { what: 'every request looked' });
            if (i % 2 === 1) throw new Error('this request fails');
            return backendPid();
          })
          .catch((err: Error) => err.message),
      ),
    );
    assert.deepEqual(
      pids.filter((p) => p === 'this request fails'),
      names.filter((_, i) => i % 2 === 1).map(() => 'this request fails'),
    );
    assert.equal(new Set(pids.filter((p) => typeof p === 'number')).size, names.length / 2);
    assert.deepEqual(
      await committed(),
      names.filter((_, i) => i % 2 === 0),
    );
  });
});
