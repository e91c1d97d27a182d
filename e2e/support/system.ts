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
  const system = await startE2eSystem();
  Object.assign(process.env, system.env);
  return { baseUrl: system.baseUrl, stop: () => system.stop() };
}

/** What a copy of the shop is started with: see `e2eEnv` in scripts/lib/e2e-system.mjs. */
export interface E2eCopyOptions {
  copy?: string;
  portShift?: number;
  adminUrl?: string;
  logDir?: string;
  env?: Record<string, string>;
}

/** A copy of the shop started by scripts/lib/e2e-system.mjs, with its supervisor's processes. */
export interface E2eSystem {
  baseUrl: string;
  env: Record<string, string>;
  processes: { name: string; exitCount: number; child: { kill(signal: string): boolean } }[];
  stop(): Promise<void>;
}

interface E2eSystemLib {
  e2eEnv(options: E2eCopyOptions): { env: Record<string, string> };
  startE2eSystem(options?: E2eCopyOptions): Promise<E2eSystem>;
}

/** A module of scripts/lib (plain JavaScript, shared with `npm test` and `npm start`). */
export const scriptsLib = (file: string): Promise<unknown> => import(pathToFileURL(path.join(repoRoot, 'scripts/lib', file)).href);

/** The lane's port offset (scripts/lib/lane.mjs): two checkouts on one machine never meet. */
export const lanePortOffset = async (): Promise<number> => ((await scriptsLib('lane.mjs')) as { portOffset: number }).portOffset;

/** The settings of a copy of the shop (`e2eEnv` of scripts/lib/e2e-system.mjs). */
export const e2eEnv = async (options: E2eCopyOptions): Promise<{ env: Record<string, string> }> =>
  ((await scriptsLib('e2e-system.mjs')) as E2eSystemLib).e2eEnv(options);

/** Starts a copy of the shop (the tiers' own without options, or one a test starts for itself). */
export const startE2eSystem = async (options?: E2eCopyOptions): Promise<E2eSystem> =>
  ((await scriptsLib('e2e-system.mjs')) as E2eSystemLib).startE2eSystem(options);

export type ServiceName = 'identity' | 'catalog' | 'orders' | 'payments';
export const SERVICE_NAMES: ServiceName[] = ['identity', 'catalog', 'orders', 'payments'];

/**
 * A setting of the system under test: the tier's (it differs on the second copy of the shop the
 * API and browser tiers share files with, decision 0007), else the tiers' own copy's.
 */
async function tierSetting(name: string): Promise<string> {
  return process.env[name] ?? (await e2eEnv({})).env[name];
}

/**
 * Each service's own address in the system under test (`E2E_<SERVICE>_URL`), for tests that must
 * look past the gateway (is every process still the same one?).
 */
export async function serviceUrls(): Promise<Record<ServiceName, string>> {
  const urls = await Promise.all(SERVICE_NAMES.map((s) => tierSetting(`E2E_${s.toUpperCase()}_URL`)));
  return Object.fromEntries(SERVICE_NAMES.map((s, i) => [s, urls[i]])) as Record<ServiceName, string>;
}

/** A service's database in the system under test (`E2E_<SERVICE>_DATABASE_URL`). */
export const serviceDatabaseUrl = (service: ServiceName): Promise<string> => tierSetting(`E2E_${service.toUpperCase()}_DATABASE_URL`);

/** Where a process of the system under test writes its log (`E2E_LOG_DIR`): the second copy's are its own. */
export const processLogFile = async (name: ServiceName | 'gateway'): Promise<string> => path.join(await tierSetting('E2E_LOG_DIR'), `${name}.log`);

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
