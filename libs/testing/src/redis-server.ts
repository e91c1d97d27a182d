import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A redis-server of a test's own, which the test may stop without its data and start again. */
export interface OwnRedis {
  url: string;
  port: number;
  /** `redis-cli shutdown nosave`: everything it held is lost. */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
  /** Stops it for good (the test's `after`). */
  close(): Promise<void>;
  /** How many clients are connected (besides the one asking). */
  clients(): Promise<number>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function run(command: string, args: string[]): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'ignore' });
    child.once('error', reject);
    child.once('exit', resolve);
  });
}

/**
 * Starts redis-server on a free port, without persistence (the shared Redis is never stopped by
 * a test: others use it). Needs redis-server and redis-cli on the PATH, as CI has them.
 */
export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'own-redis-'));
  let child: ChildProcess | undefined;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      const server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      child = server;
      let out = '';
      server.once('error', reject);
      server.once('exit', (code) => reject(new Error(`redis-server on ${port} exited (${code}): ${out}`)));
      server.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('Ready to accept connections')) resolve();
      });
    });
  const stop = async () => {
    const exited = child && child.exitCode === null ? new Promise((r) => child?.once('exit', r)) : undefined;
    await run('redis-cli', ['-p', String(port), 'shutdown', 'nosave']);
    await exited;
    child = undefined;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop,
    start,
    async close() {
      if (child) await stop();
      rmSync(dir, { recursive: true, force: true });
    },
    clients: () =>
      new Promise((resolve, reject) =>
        execFile('redis-cli', ['-p', String(port), 'info', 'clients'], (err, out) =>
          err ? reject(err) : resolve(Number(/connected_clients:(\d+)/.exec(out)?.[1] ?? 1) - 1),
        ),
      ),
  };
}
