import { contextSlot, type Logger } from '@shop/config';
import { describeError } from '../support/errors';

/** Anything that opens a transaction the way Drizzle does: a database, or a transaction (a savepoint). */
export interface Transactional<Tx> {
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
}

type Callback = () => unknown;

interface Scope {
  /** The open transaction; undefined in a scope of `inOneStatement`, whose statement runs on the pool. */
  tx: unknown;
  /**
   * False once the transaction has ended: work it started without awaiting (a timer, a promise
   * left running) still carries this scope, and must then find the pool, not a finished transaction.
   */
  open: boolean;
  /** Work for after the outermost commit, in the order it was registered. */
  callbacks: Callback[];
  /** Keys of `afterCommitOnce` work already registered in this transaction. */
  once: Set<unknown>;
}

/** A slot of the shop's one asynchronous context (`@shop/config`, decision 0440). */
const scopes = contextSlot<Scope>();

const openScope = (): Scope | undefined => {
  const scope = scopes.get();
  return scope?.open ? scope : undefined;
};

/** The open scope of a real transaction (not `inOneStatement`'s), which statements and inner transactions join. */
const openTransaction = (): Scope | undefined => {
  const scope = openScope();
  return scope?.tx === undefined ? undefined : scope;
};

/**
 * Runs `fn` in a transaction of `db` carried by the async context (decision 0011): inside an open
 * one, `fn` joins it (its statements and its failure are the outer transaction's); otherwise a new
 * transaction is opened, and once it has committed the work registered with `afterCommit` is started,
 * in the order it was registered, without waiting for it: the caller is answered as soon as its
 * change is durable. A failure there is logged, never thrown: the change is already committed.
 */
export async function inTransaction<Tx, T>(db: Transactional<Tx>, logger: Logger, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const open = openTransaction();
  if (open) return fn(open.tx as Tx);
  const scope: Scope = { tx: undefined, open: true, callbacks: [], once: new Set() };
  let result: T;
  try {
    result = await db.transaction((tx) => {
      scope.tx = tx;
      return scopes.run(scope, () => fn(tx));
    });
  } finally {
    scope.open = false;
  }
  runCallbacks(scope.callbacks, logger);
  return result;
}

/**
 * Runs `fn` in a savepoint of the open transaction: a failure undoes only its statements (and
 * forgets its `afterCommit` work) while the outer transaction goes on. Without an open transaction,
 * in a transaction of its own.
 */
export async function inSavepoint<Tx, T>(db: Transactional<Tx>, logger: Logger, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const open = openTransaction();
  if (!open) return inTransaction(db, logger, fn);
  const scope: Scope = { tx: undefined, open: true, callbacks: [], once: new Set(open.once) };
  let result: T;
  try {
    result = await (open.tx as Transactional<Tx>).transaction((savepoint) => {
      scope.tx = savepoint;
      return scopes.run(scope, () => fn(savepoint));
    });
  } finally {
    scope.open = false;
  }
  open.callbacks.push(...scope.callbacks);
  for (const key of scope.once) open.once.add(key);
  return result;
}

/**
 * Runs `fn`, which writes with **one** statement, without opening a transaction: the statement is
 * its own implicit transaction, all of it or nothing, so BEGIN and COMMIT would only add two round
 * trips (decision 0613). The `afterCommit` work `fn` registers (waking the relay after an outbox
 * row) runs once `fn` has returned, as after a commit; when `fn` throws it never runs. Inside an
 * open transaction `fn` simply joins it. Only for a single statement: two statements here would
 * each commit on their own, and a failure of the second would not undo the first.
 */
export async function inOneStatement<T>(logger: Logger, fn: () => Promise<T>): Promise<T> {
  if (openScope()) return fn();
  const scope: Scope = { tx: undefined, open: true, callbacks: [], once: new Set() };
  let result: T;
  try {
    result = await scopes.run(scope, fn);
  } finally {
    scope.open = false;
  }
  runCallbacks(scope.callbacks, logger);
  return result;
}

/** The transaction open in this async context, if any. */
export function currentTransaction<Tx>(): Tx | undefined {
  return openTransaction()?.tx as Tx | undefined;
}

/**
 * Runs `fn` once the open transaction has committed (publish, schedule a job, wake a sender), and
 * never if it rolls back. Outside a transaction there is nothing to wait for: a caller that needs
 * one opens it, so this throws rather than run `fn` at an unknown moment.
 */
export function afterCommit(fn: Callback): void {
  const open = openScope();
  if (!open) throw new Error('afterCommit() needs an open transaction (transactional(), or an event handler)');
  open.callbacks.push(fn);
}

/** Like `afterCommit`, but work under the same `key` is registered once per transaction. */
export function afterCommitOnce(key: unknown, fn: Callback): void {
  const open = openScope();
  if (!open || open.once.has(key)) return;
  open.once.add(key);
  open.callbacks.push(fn);
}

function runCallbacks(callbacks: Callback[], logger: Logger): void {
  const failed = (err: unknown) => logger.error({ err: describeError(err) }, 'work after a commit failed; the change itself is committed');
  for (const fn of callbacks) {
    try {
      const done = fn();
      if (done instanceof Promise) done.catch(failed);
    } catch (err) {
      failed(err);
    }
  }
}
