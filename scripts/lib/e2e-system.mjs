// The copy of the shop the whole-system tiers run against: its own ports, fresh shop_e2e_*
// databases, its own RabbitMQ names, demo data, and external sign-in pointed at the mock
// provider the tests start (e2e/support/oidc.ts).
import path from 'node:path';
import { databaseUrl, recreateDatabases } from './databases.mjs';
import { SERVICES, root, startSystem } from './system.mjs';

export const E2E_ENV = { BUS_NAMESPACE: 'test-e2e' };

export async function startE2eSystem() {
  await recreateDatabases(SERVICES.map((s) => `shop_e2e_${s}`));
  const system = await startSystem({
    ports: { identity: 14001, catalog: 14002, orders: 14003, payments: 14004, gateway: 18080 },
    databases: (s) => databaseUrl(`shop_e2e_${s}`),
    env: {
      ...E2E_ENV,
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'info',
      GOOGLE_CLIENT_ID: 'shop-e2e',
      GOOGLE_CLIENT_SECRET: 'shop-e2e-secret',
      GOOGLE_ISSUER: 'http://localhost:18090',
    },
    logDir: path.join(root, 'var/log/e2e'),
  });
  return { ...system, env: { ...E2E_ENV, E2E_BASE_URL: system.baseUrl } };
}
