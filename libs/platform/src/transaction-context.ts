import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { NodePgDatabase, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { Logger } from '@shop/config';
import { afterCommit, currentTransaction, inOneStatement, inSavepoint, inTransaction } from '@shop/messaging';

export type Transaction<S extends Record<string, unknown>> = NodePgTransaction<S, ExtractTablesWithRelations<S>>;
/** What a repository runs its statements on: the open transaction, else the pool. */
export type Executor<S extends Record<string, unknown>> = NodePgDatabase<S> | Transaction<S>;

/**
 * The one transaction of a request or an event handler, carried by the async context (decision
 * 0011, as Vendure's TransactionalConnection). Use cases open it with `transactional`; repositories
 * run on `current()` and never take a transaction as an argument, so none can be forgotten; work
 * that must wait for the commit (publishing, scheduling a job, waking a sender) goes to `afterCommit`.
 * Event handlers already run in the consumer's transaction, opened through the same context.
 */
export class TransactionContext<S extends Record<string, unknown> = Record<string, unknown>> {
  constructor(
    private readonly db: NodePgDatabase<S>,
    private readonly logger: Logger,
  ) {}

  /** The transaction open in this request or handler, else the pool (one statement, autocommitted). */
  current(): Executor<S> {
    return currentTransaction<Transaction<S>>() ?? this.db;
  }

  /**
   * The pool when no transaction is open in this context, else undefined: where a read prepared
   * once on the pool may run (inside a transaction it would not see the transaction's writes).
   */
  poolOutsideTransaction(): NodePgDatabase<S> | undefined {
    return currentTransaction() === undefined ? this.db : undefined;
  }

  /**
   * Runs `fn` in a transaction: the open one if there is one (it joins it, and its failure fails
   * the whole), else a new one, after whose commit the `afterCommit` work runs.
   */
  transactional<T>(fn: () => Promise<T>): Promise<T> {
    return inTransaction(this.db, this.logger, () => fn());
  }

  /**
   * Runs `fn`, which writes with one statement, on the pool without BEGIN and COMMIT (the statement
   * is its own transaction), then its `afterCommit` work; inside an open transaction it joins it.
   * For a use case whose whole change is one statement (an order's placement, a reservation).
   */
  oneStatement<T>(fn: () => Promise<T>): Promise<T> {
    return inOneStatement(this.logger, fn);
  }

  /**
   * Runs `fn` in a savepoint of the open transaction: when it throws, only its statements (and its
   * `afterCommit` work) are undone, e.g. an insert that may meet a unique violation the caller handles.
   */
  savepoint<T>(fn: () => Promise<T>): Promise<T> {
    return inSavepoint(this.db, this.logger, () => fn());
  }

  /** Runs `fn` only once the outermost transaction has committed; its failure is logged, not thrown. */
  afterCommit(fn: () => unknown): void {
    afterCommit(fn);
  }
}
