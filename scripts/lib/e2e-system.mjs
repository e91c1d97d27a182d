// The copy of the shop the whole-system tiers run against: its own ports, fresh shop_e2e_*
// databases, its own RabbitMQ names, demo data, and external sign-in pointed at the mock
// provider the tests start (e2e/support/oidc.ts).
import path from 'node:path';
import { databaseUrl, recreateDatabases } from './databases.mjs';
import { busNamespace, dbPart, portOffset } from './lane.mjs';
import { SERVICES, root, startSystem } from './system.mjs';

const PORTS = { identity: 14001, catalog: 14002, orders: 14003, payments: 14004, gateway: 18080 };
const METRICS_PORTS = { gateway: 18464, identity: 18465, catalog: 18466, orders: 18467, payments: 18468, 'payments-worker': 18469 };
/**
 * The settings of one copy of the shop under test: the tiers' own (`copy` unset), or another one
 * beside it that a test starts for itself, with its own databases, RabbitMQ names, ports
 * (`portShift` higher) and log directory (its processes' pid files too). A copy can live on
 * PostgreSQL, RabbitMQ and Redis of its own (`adminUrl`, and `env` with e.g. `REDIS_URL`): the
 * robustness tier's outage runs (decision 0409) and the broker-outage test (decision 0407) do.
 */
export function e2eEnv({ copy, portShift = 0, adminUrl, logDir } = {}) {
  const port = (p) => p + portOffset + portShift;
  const oidcPort = port(18090);
  const dbName = (s) => `${dbPart(`shop_e2e${copy ? `_${copy}` : ''}`)}_${s}`;
  const logs = logDir ?? path.join(root, 'var/log', `e2e${copy ? `-${copy}` : ''}`);
  const metricsPorts = Object.fromEntries(Object.entries(METRICS_PORTS).map(([name, p]) => [name, port(p)]));
  return {
    oidcPort,
    dbName,
    ports: Object.fromEntries(Object.entries(PORTS).map(([name, p]) => [name, port(p)])),
    metricsPorts,
    databases: (s) => databaseUrl(dbName(s), adminUrl),
    env: {
      BUS_NAMESPACE: busNamespace(copy ? `test-e2e-${copy}` : 'test-e2e'),
      // The supervisor writes each process's pid here; the robustness tier checks none was restarted.
      E2E_LOG_DIR: logs,
      E2E_OIDC_PORT: String(oidcPort),
      // The browser journey posts a SePay notification signed with this key (decision 0701).
      SEPAY_WEBHOOK_API_KEY: 'e2e-sepay-webhook-key',
      ...Object.fromEntries(SERVICES.map((s) => [`E2E_${s.toUpperCase()}_DATABASE_URL`, databaseUrl(dbName(s), adminUrl)])),
      // Where each service listens, for tests that check what a service answers when reached directly.
      ...Object.fromEntries(SERVICES.map((s) => [`E2E_${s.toUpperCase()}_URL`, `http://127.0.0.1:${port(PORTS[s])}`])),
      // Where each process serves its metrics, for the test that scrapes them.
      E2E_METRICS_PORTS: JSON.stringify(metricsPorts),
    },
  };
}

/**
 * @param {{ copy?: string, portShift?: number, adminUrl?: string, logDir?: string, env?: Record<string, string> }} options
 *   `env` is given to every process of the copy on top of the usual settings (e.g. `REDIS_URL`).
 */
export async function startE2eSystem(options = {}) {
  const { oidcPort, dbName, ports, metricsPorts, databases, env } = e2eEnv(options);
  await recreateDatabases(SERVICES.map(dbName), options.adminUrl);
  const system = await startSystem({
    ports,
    metricsPorts,
    databases,
    env: {
      ...env,
      SEED_DEMO_DATA: 'true',
      // Reservations whose order never appeared are released after 60 s here (600 s by default),
      // so the catalog-outage proof sees the stock come back within the test (decision 0611).
      RESERVATION_TIMEOUT_SECONDS: '60',
      LOG_LEVEL: 'info',
      GOOGLE_CLIENT_ID: 'shop-e2e',
      GOOGLE_CLIENT_SECRET: 'shop-e2e-secret',
      GOOGLE_ISSUER: `http://localhost:${oidcPort}`,
      ...options.env,
    },
    logDir: env.E2E_LOG_DIR,
  });
  return { ...system, env: { ...env, E2E_BASE_URL: system.baseUrl } };
}
