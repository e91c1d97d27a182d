// The copy of the shop the whole-system tiers run against: its own ports, fresh shop_e2e_*
// databases, its own RabbitMQ names, demo data, and external sign-in pointed at the mock
// provider the tests start (e2e/support/oidc.ts).
import path from 'node:path';
import { databaseUrl, recreateDatabases } from './databases.mjs';
import { busNamespace, dbPart, portOffset } from './lane.mjs';
import { SERVICES, root, startSystem } from './system.mjs';

const oidcPort = 18090 + portOffset;
const PORTS = { identity: 14001, catalog: 14002, orders: 14003, payments: 14004, gateway: 18080 };

/**
 * The settings of one copy: the tier's own (`copy` unset), or another one beside it that a test
 * starts for itself (e.g. to cut its RabbitMQ connection), with its own databases, RabbitMQ
 * names, ports (`portShift` higher) and log directory.
 */
function e2eSettings(copy) {
  const suffix = copy ? `_${copy}` : '';
  const dbName = (s) => `${dbPart(`shop_e2e${suffix}`)}_${s}`;
  const ports = (shift) => Object.fromEntries(Object.entries(PORTS).map(([name, port]) => [name, port + portOffset + shift]));
  const logDir = path.join(root, 'var/log', `e2e${copy ? `-${copy}` : ''}`);
  return { dbName, ports, logDir };
}

const { dbName, logDir } = e2eSettings();
export const E2E_ENV = {
  BUS_NAMESPACE: busNamespace('test-e2e'),
  // The supervisor writes each process's pid here; the robustness tier checks none was restarted.
  E2E_LOG_DIR: logDir,
  E2E_OIDC_PORT: String(oidcPort),
  // The browser journey posts a SePay notification signed with this key (issue 9).
  SEPAY_WEBHOOK_API_KEY: 'e2e-sepay-webhook-key',
  ...Object.fromEntries(SERVICES.map((s) => [`E2E_${s.toUpperCase()}_DATABASE_URL`, databaseUrl(dbName(s))])),
  // Where each service listens, for tests that check what a service answers when reached directly.
  ...Object.fromEntries(SERVICES.map((s) => [`E2E_${s.toUpperCase()}_URL`, `http://127.0.0.1:${PORTS[s] + portOffset}`])),
};

/**
 * @param {{ copy?: string, portShift?: number, env?: Record<string, string> }} [options] `copy`
 *   names another copy of the shop beside the tier's own (see e2eSettings); `env` goes on top.
 */
export async function startE2eSystem({ copy, portShift = 0, env = {} } = {}) {
  const settings = e2eSettings(copy);
  await recreateDatabases(SERVICES.map(settings.dbName));
  const system = await startSystem({
    ports: settings.ports(portShift),
    databases: (s) => databaseUrl(settings.dbName(s)),
    env: {
      ...E2E_ENV,
      ...(copy ? { BUS_NAMESPACE: busNamespace(`test-e2e-${copy}`), E2E_LOG_DIR: settings.logDir } : {}),
      SEED_DEMO_DATA: 'true',
      // Reservations whose order never appeared are released after 60 s here (600 s by default),
      // so the catalog-outage proof sees the stock come back within the test (decision 0611).
      RESERVATION_TIMEOUT_SECONDS: '60',
      LOG_LEVEL: 'info',
      GOOGLE_CLIENT_ID: 'shop-e2e',
      GOOGLE_CLIENT_SECRET: 'shop-e2e-secret',
      GOOGLE_ISSUER: `http://localhost:${oidcPort}`,
      ...env,
    },
    logDir: settings.logDir,
  });
  return { ...system, env: { ...E2E_ENV, E2E_BASE_URL: system.baseUrl } };
}
