import { cachedReading, observeGauges } from '@shop/config';
import type { OutboxRepository } from '../outbox/outbox.repository';
import type { DeadLetterDepth } from './dead-letter-depth';

export interface BusGaugeSources {
  service: string;
  outbox: OutboxRepository;
  deadLetters: DeadLetterDepth;
  isConnected(): boolean;
}

/** The database and the broker are read at most every 5 s, whatever the scrape interval. */
const READING_MAX_AGE_MS = 5000;

/**
 * The bus's gauges (docs/operations.md, "Domain metrics"), observed at each scrape: the outbox
 * backlog, the dead letters, and whether RabbitMQ is connected. Returns what unregisters them.
 */
export function observeBus(sources: BusGaugeSources): () => void {
  const outbox = cachedReading(() => sources.outbox.backlog(), READING_MAX_AGE_MS);
  const deadLetters = cachedReading(() => sources.deadLetters.read(), READING_MAX_AGE_MS);
  const service = { service: sources.service };
  return observeGauges(
    {
      shop_broker_connected: 'Whether the message bus is connected to RabbitMQ (1) or not (0)',
      shop_outbox_pending: 'Events in the outbox not yet published',
      shop_outbox_oldest_pending_seconds: 'Age of the oldest event in the outbox not yet published; 0 when none waits',
      shop_dead_letters: 'Messages in a dead-letter queue of the service',
    },
    async (observe) => {
      observe('shop_broker_connected', sources.isConnected() ? 1 : 0, service);
      const [backlog, dead] = await Promise.all([outbox(), deadLetters()]);
      if (backlog) {
        observe('shop_outbox_pending', backlog.pending, service);
        observe('shop_outbox_oldest_pending_seconds', backlog.oldestSeconds, service);
      }
      if (dead !== undefined && sources.deadLetters.queue) observe('shop_dead_letters', dead, { queue: sources.deadLetters.queue });
    },
  );
}
