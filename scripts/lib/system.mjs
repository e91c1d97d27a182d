// Starts the whole shop as separate processes (the four services, the payments worker, then the gateway), waits until
// each is ready, keeps each one running (supervisor.mjs: a process that exits is restarted while
// the others serve on), and stops them again. Used by `npm start` and the whole-system test tiers.
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { supervise } from './supervisor.mjs';

const require = createRequire(import.meta.url);
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SERVICES = ['identity', 'catalog', 'orders', 'payments'];
export const DEFAULT_PORTS = { identity: 4001, catalog: 4002, orders: 4003, payments: 4004, gateway: 8080 };
/** Where each process serves Prometheus metrics (`METRICS_PORT`), never through its public port. */
export const DEFAULT_METRICS_PORTS = { gateway: 9464, identity: 9465, catalog: 9466, orders: 9467, payments: 9468, 'payments-worker': 9469 };
/** Loaded before each process's own code, so the modules it instruments are patched as they load (decision 0440). */
export const TELEMETRY_PRELOAD = ['--require', path.join(root, 'libs/platform/dist/telemetry/register.js')];
/** SHOP_CPU_PROF_DIR=<dir>: every process writes a V8 CPU profile there when it exits (decision 0440). */
const cpuProfile = process.env.SHOP_CPU_PROF_DIR
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.SHOP_CPU_PROF_DIR}`, '--require', path.join(root, 'scripts/lib/cpu-profile-exit.cjs')]
  : [];
/** The payments worker's health port (BullMQ expiry jobs): one above payments. */
const workerPort = (ports) => ports.payments + 1;

async function waitReady(url, proc, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    // A process that fails while starting stops the start: it would only fail again.
    if (proc.exitCount > 0) throw new Error(`${proc.name} exited while starting (see ${proc.logFile})`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      // A service is ready without RabbitMQ ('degraded', decision 0407), but the shop starts only
      // once each has its queues: an event published before its consumer's queue exists is lost.
      if (res.ok && (await res.json()).status !== 'degraded') return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${proc.name} was not ready within ${timeoutMs / 1000}s (see ${proc.logFile})`);
}

/**
 * @param {{ ports?: Partial<typeof DEFAULT_PORTS>, metricsPorts?: Partial<typeof DEFAULT_METRICS_PORTS>, databases?: (service: string) => string,
 *   urls?: Partial<Record<string, string>>, env?: Record<string,string>, logDir?: string, echo?: (name: string, chunk: Buffer) => void,
 *   report?: (line: string) => void, timeoutMs?: number }} options
 */
export async function startSystem(options = {}) {
  const ports = { ...DEFAULT_PORTS, ...options.ports };
  const metricsPorts = { ...DEFAULT_METRICS_PORTS, ...options.metricsPorts };
  const logDir = options.logDir ?? path.join(root, 'var/log');
  mkdirSync(logDir, { recursive: true });
  await require(path.join(root, 'libs/auth/dist/keys.js')).ensureLocalKeyPair();

  const shared = { ...options.env };
  for (const s of SERVICES) {
    shared[`${s.toUpperCase()}_PORT`] = String(ports[s]);
    // A service may be reached through something else than its own port (a balancer over replicas).
    shared[`${s.toUpperCase()}_URL`] = options.urls?.[s] ?? `http://127.0.0.1:${ports[s]}`;
    // `env` may name another way to a service's database (a proxy a test cuts).
    if (options.databases) shared[`${s.toUpperCase()}_DATABASE_URL`] ??= options.databases(s);
  }
  shared.GATEWAY_PORT = String(ports.gateway);
  shared.PAYMENTS_WORKER_PORT = String(workerPort(ports));
  shared.PUBLIC_URL ??= `http://localhost:${ports.gateway}`;

  const processes = [];
  const stop = () => Promise.all(processes.reverse().map((p) => p.stop()));
  const run = (name, script, overrides = {}) => {
    // A replica gets its own metrics port: the one given, else any free one.
    const metrics = { METRICS_PORT: String(metricsPorts[name] ?? 0) };
    const proc = supervise({
      name,
      script,
      nodeArgs: [...cpuProfile, ...TELEMETRY_PRELOAD],
      cwd: root,
      env: { ...process.env, ...shared, ...metrics, ...overrides },
      logDir,
      echo: options.echo,
      report: options.report,
    });
    processes.push(proc);
    return proc;
  };
  try {
    const timeoutMs = options.timeoutMs ?? 90_000;
    await Promise.all(
      SERVICES.map((s) => waitReady(`http://127.0.0.1:${ports[s]}/health/ready`, run(s, path.join(root, `services/${s}/dist/src/main.js`)), timeoutMs)),
    );
    // After payments, which has migrated the database the worker reads.
    await waitReady(
      `http://127.0.0.1:${workerPort(ports)}/health/ready`,
      run('payments-worker', path.join(root, 'services/payments/dist/src/worker.js')),
      timeoutMs,
    );
    await waitReady(`http://127.0.0.1:${ports.gateway}/health/live`, run('gateway', path.join(root, 'gateway/dist/src/main.js')), timeoutMs);
  } catch (err) {
    await stop();
    throw err;
  }
  /** One more process of the shop with the same settings (a replica), e.g. on another port; stopped with the rest. */
  const replica = async (name, service, overrides, readyPath = '/health/ready') => {
    const script = service === 'gateway' ? path.join(root, 'gateway/dist/src/main.js') : path.join(root, `services/${service}/dist/src/main.js`);
    const port = overrides[service === 'gateway' ? 'GATEWAY_PORT' : `${service.toUpperCase()}_PORT`];
    await waitReady(`http://127.0.0.1:${port}${readyPath}`, run(name, script, overrides), options.timeoutMs ?? 90_000);
  };
  return { baseUrl: `http://localhost:${ports.gateway}`, ports, metricsPorts, processes, stop, replica };
}
