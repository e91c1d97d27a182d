import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../support/system';

export const PROCESSES = ['identity', 'catalog', 'orders', 'payments', 'gateway'] as const;
export type ProcessName = (typeof PROCESSES)[number];

/** Where the supervisor of the system under test writes each process's current pid. */
const pidFile = (name: ProcessName) => path.join(process.env.E2E_LOG_DIR ?? path.join(repoRoot, 'var/log/e2e'), `${name}.pid`);

export function processId(name: ProcessName): number {
  const file = pidFile(name);
  assert.ok(existsSync(file), `${file} exists (the system under test is supervised)`);
  return Number(readFileSync(file, 'utf8'));
}

export const processIds = (): Record<ProcessName, number> => Object.fromEntries(PROCESSES.map((p) => [p, processId(p)])) as Record<ProcessName, number>;

/** Waits (up to `timeoutMs`) until the gateway reports every service ready. */
export async function shopIsHealthy(baseUrl: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${baseUrl}/health/ready`, { signal: AbortSignal.timeout(5000) });
      last = `${res.status} ${await res.text()}`;
      if (res.status === 200 && JSON.parse(last.slice(4)).status === 'ok') return;
    } catch (err) {
      last = String(err);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  assert.fail(`the shop did not report every service ready within ${timeoutMs / 1000} s: ${last}`);
}
