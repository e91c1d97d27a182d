import { metrics } from '@opentelemetry/api';
import type { Pool } from 'pg';

const pools = new Set<Pool>();
let observed = false;

/**
 * Counts the connections of `pool` in `shop_db_pool_connections{state="idle|used|waiting"}`
 * (waiting: requests queued for a connection), summed over the pools of the process. A pool that
 * has ended drops out.
 */
export function observePool(pool: Pool): void {
  pools.add(pool);
  if (observed) return;
  observed = true;
  const gauge = metrics.getMeter('shop').createObservableGauge('shop_db_pool_connections', {
    description: 'PostgreSQL connections of the process by state (waiting: requests queued for one)',
  });
  gauge.addCallback((result) => {
    const counts = { idle: 0, used: 0, waiting: 0 };
    for (const p of pools) {
      if (p.ended) {
        pools.delete(p);
        continue;
      }
      counts.idle += p.idleCount;
      counts.used += p.totalCount - p.idleCount;
      counts.waiting += p.waitingCount;
    }
    for (const [state, value] of Object.entries(counts)) result.observe(value, { state });
  });
}
