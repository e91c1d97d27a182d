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
  const lib = pathToFileURL(path.join(repoRoot, 'scripts/lib/e2e-system.mjs')).href;
  const { startE2eSystem } = await import(lib);
  const system = await startE2eSystem();
  Object.assign(process.env, system.env);
  return { baseUrl: system.baseUrl, stop: () => system.stop() };
}

export type ServiceName = 'identity' | 'catalog' | 'orders' | 'payments';
export const SERVICE_NAMES: ServiceName[] = ['identity', 'catalog', 'orders', 'payments'];

/**
 * Each service's own address in the system under test: the ports scripts/lib/e2e-system.mjs gives
 * them (14001… plus the lane's offset), for tests that must look past the gateway (is every
 * process still the same one?).
 */
export async function serviceUrls(): Promise<Record<ServiceName, string>> {
  const { portOffset } = (await import(pathToFileURL(path.join(repoRoot, 'scripts/lib/lane.mjs')).href)) as { portOffset: number };
  return Object.fromEntries(SERVICE_NAMES.map((s, i) => [s, `http://127.0.0.1:${14001 + i + portOffset}`])) as Record<ServiceName, string>;
}

/** Each service's start time (`/health/live`); a service that died or was restarted shows up as a difference. */
export async function serviceStarts(): Promise<Record<ServiceName, string>> {
  const urls = await serviceUrls();
  const starts = await Promise.all(
    SERVICE_NAMES.map(async (s) => {
      const res = await fetch(`${urls[s]}/health/live`, { signal: AbortSignal.timeout(2000) });
      if (!res.ok) throw new Error(`${s} is not live: ${res.status}`);
      return ((await res.json()) as { startedAt: string }).startedAt;
    }),
  );
  return Object.fromEntries(SERVICE_NAMES.map((s, i) => [s, starts[i]])) as Record<ServiceName, string>;
}
