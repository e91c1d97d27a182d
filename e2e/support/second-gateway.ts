import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot, serviceUrls } from './system';

export interface ExtraGateway {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * Another gateway process beside the system's own, over the same services and broker: what a
 * second replica behind a load balancer is (decision 0900: every replica must drop stale cached
 * answers), or one configured otherwise (`env`). Its log goes to var/log/e2e/gateway-2.log.
 */
export async function startSecondGateway(env: Record<string, string> = {}): Promise<ExtraGateway> {
  const { portOffset } = (await import(pathToFileURL(path.join(repoRoot, 'scripts/lib/lane.mjs')).href)) as { portOffset: number };
  const port = 18081 + portOffset;
  const urls = await serviceUrls();
  const logDir = process.env.E2E_LOG_DIR ?? path.join(repoRoot, 'var/log/e2e');
  mkdirSync(logDir, { recursive: true });
  const log = createWriteStream(path.join(logDir, 'gateway-2.log'));
  const child: ChildProcess = spawn(process.execPath, [path.join(repoRoot, 'gateway/dist/src/main.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      GATEWAY_PORT: String(port),
      IDENTITY_URL: urls.identity,
      CATALOG_URL: urls.catalog,
      ORDERS_URL: urls.orders,
      PAYMENTS_URL: urls.payments,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the second gateway exited (${child.exitCode}); see ${logDir}/gateway-2.log`);
    try {
      if ((await fetch(`${baseUrl}/health/live`, { signal: AbortSignal.timeout(1000) })).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the second gateway did not start within 60 s');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { baseUrl, stop };
}
