// Starts the whole shop as separate processes (the four services, then the gateway), waits until
// each is ready, and stops them again. Used by `npm start` and by the whole-system test tiers.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SERVICES = ['identity', 'catalog', 'orders', 'payments'];
export const DEFAULT_PORTS = { identity: 4001, catalog: 4002, orders: 4003, payments: 4004, gateway: 8080 };

async function waitReady(url, child, name, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode} while starting (see ${child.logFile})`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${name} was not ready within ${timeoutMs / 1000}s (see ${child.logFile})`);
}

function launch(name, script, env, logDir, echo) {
  const logFile = path.join(logDir, `${name}.log`);
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(process.execPath, ['--enable-source-maps', script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.logFile = logFile;
  for (const stream of [child.stdout, child.stderr]) {
    stream.pipe(log, { end: false });
    if (echo) stream.on('data', (chunk) => echo(name, chunk));
  }
  return child;
}

/**
 * @param {{ ports?: Partial<typeof DEFAULT_PORTS>, databases?: (service: string) => string,
 *   env?: Record<string,string>, logDir?: string, echo?: (name: string, chunk: Buffer) => void,
 *   timeoutMs?: number }} options
 */
export async function startSystem(options = {}) {
  const ports = { ...DEFAULT_PORTS, ...options.ports };
  const logDir = options.logDir ?? path.join(root, 'var/log');
  mkdirSync(logDir, { recursive: true });
  await require(path.join(root, 'libs/auth/dist/keys.js')).ensureLocalKeyPair();

  const shared = { ...options.env };
  for (const s of SERVICES) {
    shared[`${s.toUpperCase()}_PORT`] = String(ports[s]);
    shared[`${s.toUpperCase()}_URL`] = `http://127.0.0.1:${ports[s]}`;
    if (options.databases) shared[`${s.toUpperCase()}_DATABASE_URL`] = options.databases(s);
  }
  shared.GATEWAY_PORT = String(ports.gateway);
  shared.PUBLIC_URL ??= `http://localhost:${ports.gateway}`;

  const children = [];
  const stop = async () => {
    await Promise.all(
      children.reverse().map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null) return resolve();
            const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
            child.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
            child.kill('SIGTERM');
          }),
      ),
    );
  };
  try {
    const timeoutMs = options.timeoutMs ?? 90_000;
    await Promise.all(
      SERVICES.map(async (s) => {
        const child = launch(s, path.join(root, `services/${s}/dist/src/main.js`), shared, logDir, options.echo);
        children.push(child);
        await waitReady(`http://127.0.0.1:${ports[s]}/health/ready`, child, s, timeoutMs);
      }),
    );
    const gateway = launch('gateway', path.join(root, 'gateway/dist/src/main.js'), shared, logDir, options.echo);
    children.push(gateway);
    await waitReady(`http://127.0.0.1:${ports.gateway}/health/live`, gateway, 'gateway', timeoutMs);
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseUrl: `http://localhost:${ports.gateway}`, ports, children, stop };
}
