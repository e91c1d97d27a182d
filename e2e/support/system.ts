import path from 'node:path';
import { pathToFileURL } from 'node:url';

export interface RunningSystem {
  baseUrl: string;
  stop(): Promise<void>;
}

export const repoRoot = path.resolve(__dirname, '../../..');

/**
 * The shop under test. `npm test` starts one system for the whole API and browser tiers and
 * passes its address in E2E_BASE_URL; a test file run on its own starts (and stops) its own.
 */
export async function startSystem(): Promise<RunningSystem> {
  if (process.env.E2E_BASE_URL) return { baseUrl: process.env.E2E_BASE_URL, stop: async () => undefined };
  const lib = (file: string) => pathToFileURL(path.join(repoRoot, 'scripts/lib', file)).href;
  const { startSystem: start, SERVICES } = await import(lib('system.mjs'));
  const { recreateDatabases, databaseUrl } = await import(lib('databases.mjs'));
  const names = (SERVICES as string[]).map((s) => `shop_e2e_${s}`);
  await recreateDatabases(names);
  const system = await start({
    ports: { identity: 14001, catalog: 14002, orders: 14003, payments: 14004, gateway: 18080 },
    databases: (s: string) => databaseUrl(`shop_e2e_${s}`),
    env: {
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'info',
      // external sign-in against the mock provider the tests start on this port (e2e/support/oidc.ts)
      GOOGLE_CLIENT_ID: 'shop-e2e',
      GOOGLE_CLIENT_SECRET: 'shop-e2e-secret',
      GOOGLE_ISSUER: 'http://localhost:18090',
    },
    logDir: path.join(repoRoot, 'var/log/e2e'),
  });
  process.env.E2E_BASE_URL = system.baseUrl;
  return { baseUrl: system.baseUrl, stop: () => system.stop() };
}
