import type { Job, JobsOptions, Queue } from 'bullmq';
import { runInTrace, traceCarrier } from '@shop/config';

// A job that failed (the database away) is tried again with doubling delays; a finished one is
// kept a while for inspection, not for ever.
const RETRIED: JobsOptions = { attempts: 8, backoff: { type: 'exponential', delay: 2000 }, removeOnComplete: 1000, removeOnFail: 5000 };

/**
 * The jobs of the payments worker, in one place (decision 0702): their names and what each
 * carries here, their default options in EXPIRY_JOB_OPTIONS. Producers add jobs with
 * `addExpiryJob` and the worker runs them with `runExpiryJob`, so a misspelt name or a wrong
 * payload is a type error, not a job nobody runs.
 */
export interface ExpiryJobs {
  /** A code's 300 s ran out: it stops counting. */
  'session-expiry': { sessionId: string };
  /** The hold of an unpaid QR order ended: it expires, unless paid. */
  'hold-expiry': { orderId: string };
  /** Everything overdue that no job covered; repeated by a job scheduler. */
  sweep: Record<string, never>;
}

export type ExpiryJobName = keyof ExpiryJobs;
export type ExpiryJobData<N extends ExpiryJobName> = ExpiryJobs[N];

/** The options every job of a name gets. */
export const EXPIRY_JOB_OPTIONS: { readonly [N in ExpiryJobName]: JobsOptions } = {
  'session-expiry': RETRIED,
  'hold-expiry': RETRIED,
  sweep: {},
};

/**
 * The worker's queue. Its name type stays `string`, because BullMQ types a job scheduler's id with
 * it (`payments-sweep`): job names are checked by the functions below.
 */
export type ExpiryQueue = Queue<ExpiryJobs[ExpiryJobName] & Traced>;

/**
 * What every job carries besides its data: the W3C trace context of the work that scheduled it, so
 * the worker runs the job as part of that trace (an order's trace shows its hold expiring too).
 */
interface Traced {
  trace?: Record<string, string>;
}
/** One handler per job of the registry: leaving one out is a type error. */
export type ExpiryJobHandlers = { [N in ExpiryJobName]: (data: ExpiryJobData<N>) => Promise<unknown> };

/** Adds a job with its registered options (`options` adds to or overrides them, e.g. a delay or an id). */
export function addExpiryJob<N extends ExpiryJobName>(queue: ExpiryQueue, name: N, data: ExpiryJobData<N>, options: JobsOptions = {}): Promise<unknown> {
  const traced: ExpiryJobData<N> & Traced = { ...data, trace: traceCarrier() };
  return queue.add(name, traced, { ...EXPIRY_JOB_OPTIONS[name], ...options });
}

/** The template a job scheduler repeats: the job's name, its data and its registered options. */
export function expiryJobTemplate<N extends ExpiryJobName>(name: N, data: ExpiryJobData<N>): { name: N; data: ExpiryJobData<N>; opts: JobsOptions } {
  return { name, data, opts: EXPIRY_JOB_OPTIONS[name] };
}

const isExpiryJobName = (name: string): name is ExpiryJobName => Object.hasOwn(EXPIRY_JOB_OPTIONS, name);

/**
 * Runs a job with its handler, in the trace of the work that scheduled it; undefined for a name
 * the registry does not know (a job left in Redis by an earlier version), which the worker logs
 * and drops.
 */
export function runExpiryJob(handlers: ExpiryJobHandlers, job: Pick<Job, 'name' | 'data'>): Promise<unknown> | undefined {
  if (!isExpiryJobName(job.name)) return undefined;
  const handler = handlers[job.name] as (data: unknown) => Promise<unknown>;
  const { trace, ...data } = (job.data ?? {}) as Traced & Record<string, unknown>;
  return runInTrace(trace, `job ${job.name}`, () => handler(data));
}
