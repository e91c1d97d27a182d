import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { Worker, Queue } from 'bullmq';
import Redis from 'ioredis';
import { createLogger, envInt, listenHost, serviceConfig } from '@shop/config';
import { MessageBus } from '@shop/messaging';
import { createDatabase, migrateOnStart, observeRequest, TransactionContext, waitForSchema } from '@shop/platform';
import { paymentHoldMs, sweepIntervalMs } from './common/payment-config';
import * as schema from './db/schema';
import { addExpiryJob, expiryJobTemplate, runExpiryJob, type ExpiryJobHandlers, type ExpiryQueue } from './expiry/expiry-jobs';
import { EXPIRY_QUEUE, queuePrefix, redisConnection } from './expiry/expiry-queue';
import { observeJobCounts } from './expiry/expiry-queue-metrics';
import { ExpiryService } from './expiry/expiry.service';
import { ReconciliationService } from './reconciliation/reconciliation.service';

// The payments worker: its own process, from the same image. It runs the delayed
// jobs the API puts into Redis (a code's 300 s, an order's hold) and a sweep for anything no job
// covered. Jobs live in Redis, so a restarted worker (or Redis client) picks up where it was; a
// Redis that comes back empty loses them, and the sweep, scheduled again, finds what they covered
// in the database (decision 0702).

const logger = createLogger('payments').child({ process: 'worker' });
const config = serviceConfig('payments');
// Its PostgreSQL connections (4 unless DATABASE_POOL_MAX says otherwise: k8s/payments.yaml counts them).
const { pool, db } = createDatabase(config.databaseUrl, schema, envInt('DATABASE_POOL_MAX', 4), logger);
const bus = new MessageBus({ service: 'payments', url: config.rabbitmqUrl, pool, db, logger, maxAttempts: 8, retryDelayMs: 2000 });
const transactions = new TransactionContext(db, logger);
const holdMinutes = paymentHoldMs() / 60_000;
const expiry = new ExpiryService(transactions, logger, Number(holdMinutes.toFixed(2)));
const reconciliation = new ReconciliationService(transactions, logger);
const connection = redisConnection();
const prefix = queuePrefix();
// The queue's own connection: readiness reads its state, and each time it becomes ready (at start
// and after every reconnection) the sweep's scheduler is put back, in case Redis lost it.
const redis = new Redis(connection);

const handlers: ExpiryJobHandlers = {
  'session-expiry': ({ sessionId }) => expiry.expireSession(sessionId),
  'hold-expiry': async ({ orderId }) => {
    const result = await expiry.expireHold(orderId);
    // Fired before the hold ended (clock skew, a hold moved): come back when it ends.
    if (result === 'early') await addExpiryJob(queue, 'hold-expiry', { orderId }, { delay: 5_000 });
    return result;
  },
  sweep: async () => {
    const processed = await reconciliation.processPending();
    return { ...(await expiry.sweep()), processed };
  },
};

const worker = new Worker(
  EXPIRY_QUEUE,
  async (job) => {
    const run = runExpiryJob(handlers, job);
    if (!run) logger.warn({ job: job.name }, 'unknown job ignored');
    return run;
  },
  // A worker killed mid-job leaves that job locked: a short lock (renewed every half of it while
  // the job runs) and a frequent stalled check hand it to the next worker within ~20 s, not ~60 s.
  { connection, prefix, concurrency: 4, autorun: false, lockDuration: 15_000, stalledInterval: 5_000, maxStalledCount: 3 },
);
const queue: ExpiryQueue = new Queue(EXPIRY_QUEUE, { connection: redis, prefix });
worker.on('failed', (job, err) => logger.warn({ job: job?.name, id: job?.id, err: err.message }, 'expiry job failed; BullMQ retries it'));
worker.on('error', (err) => logger.warn({ err: err.message }, 'worker: redis error'));

/**
 * Redis only times the work (decision 0702): a Redis restarted without its data has lost the
 * sweep's scheduler. Putting it back is an upsert (harmless when it is still there), and its first
 * run comes at once and expires every hold that ended while the jobs were gone.
 */
function scheduleSweep(): void {
  queue
    .upsertJobScheduler('payments-sweep', { every: sweepIntervalMs() }, expiryJobTemplate('sweep', {}))
    .then(() => logger.info('expiry sweep scheduled'))
    .catch((err: Error) => logger.warn({ err: err.message }, 'could not schedule the expiry sweep; trying again when Redis is back'));
}
redis.on('ready', scheduleSweep);
redis.on('error', (err) => logger.warn({ err: err.message }, 'queue: redis error'));

const health = http.createServer((req, res) => {
  observeRequest(req, res, () => (req.url === '/health/live' || req.url === '/health/ready' ? req.url : 'unmatched'));
  const ready = req.url === '/health/ready' ? redis.status === 'ready' && worker.isRunning() && bus.isConnected() : true;
  res.writeHead(ready ? 200 : 503, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ status: ready ? 'ok' : 'unavailable' }));
});

async function main(): Promise<void> {
  // The worker never migrates; in Kubernetes, where the API pods do not either, it waits like them
  // for the release's migration Job (decision 0310) before touching the new schema.
  if (!migrateOnStart()) await waitForSchema(config.databaseUrl, path.join(__dirname, '../../drizzle'), [], logger);
  await bus.start();
  observeJobCounts(queue);
  void worker.run();
  await worker.waitUntilReady();
  health.listen(envInt('PAYMENTS_WORKER_PORT', 4005), listenHost(), () =>
    logger.info({ port: (health.address() as AddressInfo).port, holdMinutes }, 'payments worker running'),
  );
}

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  health.close();
  await worker.close();
  await queue.close();
  redis.disconnect();
  await bus.stop();
  await pool.end();
  logger.info({ signal }, 'payments worker stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));

main().catch((err: unknown) => {
  logger.fatal({ err }, 'payments worker failed to start');
  process.exit(1);
});
