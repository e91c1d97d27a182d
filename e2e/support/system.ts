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
