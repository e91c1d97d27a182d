import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './system';

export interface ExtraProcess {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * One more process of the shop beside the system's own (a replica, or one with settings of its
 * own), started from its built script with the test's environment plus `env`, and waited for until
 * `readyPath` answers. Its log goes to E2E_LOG_DIR/<name>.log (var/log/e2e on the first copy of the shop).
 */
export async function startExtraProcess(opts: {
  name: string;
  script: string;
  port: number;
  env: Record<string, string>;
  readyPath?: string;
}): Promise<ExtraProcess> {
  const logDir = process.env.E2E_LOG_DIR ?? path.join(repoRoot, 'var/log/e2e');
  mkdirSync(logDir, { recursive: true });
  const log = createWriteStream(path.join(logDir, `${opts.name}.log`));
  // With the telemetry preload, as every process of the shop starts (decision 0440); metrics on a
  // free port unless the test names one.
  const preload = ['--require', path.join(repoRoot, 'libs/platform/dist/telemetry/register.js')];
  const child: ChildProcess = spawn(process.execPath, [...preload, path.join(repoRoot, opts.script)], {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: 'info', METRICS_PORT: '0', ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const baseUrl = `http://127.0.0.1:${opts.port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${opts.name} exited (${child.exitCode}); see ${logDir}/${opts.name}.log`);
    try {
      if ((await fetch(`${baseUrl}${opts.readyPath ?? '/health/live'}`, { signal: AbortSignal.timeout(1000) })).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${opts.name} did not start within 60 s`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { baseUrl, stop };
}
