import type { Queue } from 'bullmq';
import { cachedReading, observeGauges } from '@shop/config';

/** The job states reported; `prioritized` and the rest are not used by the expiry queue. */
export const JOB_STATES = ['waiting', 'active', 'delayed', 'failed', 'completed'] as const;

/**
 * `shop_bullmq_jobs{queue,state}`: the queue's job counts, read with one getJobCounts at most
 * every 5 s so that scrapes never load Redis. Returns what unregisters the gauge.
 */
export function observeJobCounts(queue: Queue): () => void {
  const counts = cachedReading(() => queue.getJobCounts(...JOB_STATES), 5000);
  return observeGauges({ shop_bullmq_jobs: 'Jobs of a BullMQ queue by state' }, async (observe) => {
    const read = await counts();
    if (!read) return; // Redis away: nothing is known
    for (const state of JOB_STATES) observe('shop_bullmq_jobs', read[state] ?? 0, { queue: queue.name, state });
  });
}
