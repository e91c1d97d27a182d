import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Pool } from 'pg';
import type { Logger } from '@shop/config';
import { LOGGER, PG_SESSION_POOL } from './tokens';

/** A day, for retention periods given in days. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** A chore a service repeats for as long as it runs (pruning old rows, re-publishing state). */
export interface HousekeepingJob {
  /** Unique within the service; also names its advisory lock. */
  name: string;
  /** Average time between two runs; each actual wait is this ±20 %. */
  everyMs: number;
  /** Does one round of the chore; answers how many rows (or things) it handled, for the log. */
  run(): Promise<number>;
}

export type JobOutcome = { ran: true; handled: number } | { ran: false; reason: 'another replica holds it' | 'shutting down' };

/** The first run waits at least this long (and at most this plus 10 minutes), so a start stays quiet. */
const FIRST_RUN_MIN_MS = 30_000;
const FIRST_RUN_SPREAD_MS = 10 * 60_000;

/**
 * Runs every service's housekeeping on a schedule, in process (decision 0420): each job on its
 * own timer with jitter, so replicas started together do not all wake at once, and under a
 * PostgreSQL advisory lock on the service's own database, so that when two replicas do wake
 * together only one does the work (the other skips that round). A failing job is logged and tried
 * again at its next time; it never affects requests or the other jobs.
 */
@Injectable()
export class Housekeeping implements OnApplicationShutdown {
  private readonly jobs = new Map<string, HousekeepingJob>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Set<Promise<unknown>>();
  private started = false;
  private stopped = false;

  /** `pool` holds the locks: PostgreSQL itself, never a transaction pooler (decision 0312). */
  constructor(
    @Inject(PG_SESSION_POOL) private readonly pool: Pool,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Adds a job; scheduled at once if the schedule already runs. */
  register(job: HousekeepingJob): void {
    if (this.jobs.has(job.name)) throw new Error(`housekeeping job ${job.name} is registered twice`);
    this.jobs.set(job.name, job);
    if (this.started) this.schedule(job, firstDelay(job.everyMs));
  }

  /** Starts the schedule (bootstrapService does this; tests call runNow instead). */
  start(): void {
    if (this.started) return;
    this.started = true;
    for (const job of this.jobs.values()) this.schedule(job, firstDelay(job.everyMs));
  }

  /** Runs one job now, under its lock, and reports what happened; a failure is thrown to the caller. */
  async runNow(name: string): Promise<JobOutcome> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`no housekeeping job named ${name}`);
    if (this.stopped) return { ran: false, reason: 'shutting down' };
    const work = this.underLock(job);
    this.running.add(work);
    try {
      return await work;
    } finally {
      this.running.delete(work);
    }
  }

  names(): string[] {
    return [...this.jobs.keys()];
  }

  onApplicationShutdown(): Promise<void> {
    return this.stop();
  }

  /** No more runs; waits for the running ones (before the pool they use is closed). */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.running]);
  }

  private schedule(job: HousekeepingJob, delayMs: number): void {
    if (this.stopped) return;
    const timer = setTimeout(() => {
      this.runNow(job.name)
        .then((outcome) => {
          if (outcome.ran && outcome.handled > 0) this.logger.info({ job: job.name, handled: outcome.handled }, 'housekeeping done');
        })
        .catch((err: unknown) => this.logger.error({ err, job: job.name }, 'housekeeping job failed; it runs again at its next time'))
        .finally(() => this.schedule(job, jittered(job.everyMs)));
    }, delayMs);
    // A pending chore never keeps a process alive that is otherwise done.
    timer.unref();
    this.timers.set(job.name, timer);
  }

  /**
   * A session-level advisory lock on a connection held for the run: released at unlock, or by
   * PostgreSQL itself if the process dies mid-run. The connection comes from the session pool
   * (straight to PostgreSQL when a direct URL is set: a transaction pooler would hand the session,
   * and its lock, to another client); the job's own queries use the service's pool.
   * If the connection breaks meanwhile (PostgreSQL restarted), the pool's listener keeps the
   * process alive and the unlock fails, so the run is logged as failed (decision 0410). A run that
   * failed gives its connection back as broken: the pool closes it, and with it any lock its
   * session may still hold, instead of keeping that lock on an idle connection.
   */
  private async underLock(job: HousekeepingJob): Promise<JobOutcome> {
    const client = await this.pool.connect();
    const key = `housekeeping:${job.name}`;
    let failure: Error | undefined;
    try {
      const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [key]);
      if (!rows[0].locked) return { ran: false, reason: 'another replica holds it' };
      try {
        return { ran: true, handled: await job.run() };
      } finally {
        await client.query('SELECT pg_advisory_unlock(hashtext($1))', [key]);
      }
    } catch (err) {
      failure = err instanceof Error ? err : new Error(String(err));
      throw err;
    } finally {
      client.release(failure);
    }
  }
}

const jittered = (everyMs: number): number => Math.round(everyMs * (0.8 + Math.random() * 0.4));
const firstDelay = (everyMs: number): number => Math.round(Math.min(everyMs, FIRST_RUN_MIN_MS + Math.random() * FIRST_RUN_SPREAD_MS));

/**
 * Deletes in batches until fewer than `batchSize` rows go, at most `maxBatches` times per call:
 * short statements (no long lock, no bloated transaction), and a bounded run; whatever is left
 * goes at the next run. `deleteBatch` deletes up to `batchSize` rows and answers how many it did.
 */
export async function deleteInBatches(deleteBatch: (batchSize: number) => Promise<number>, batchSize = 1000, maxBatches = 100): Promise<number> {
  let total = 0;
  for (let i = 0; i < maxBatches; i++) {
    const n = await deleteBatch(batchSize);
    total += n;
    if (n < batchSize) break;
    // Let requests through between batches.
    await new Promise((r) => setImmediate(r));
  }
  return total;
}
