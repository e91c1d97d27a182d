import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface WorkerProcess {
  child: ChildProcess;
  /** Where its /health/live and /health/ready answer. */
  healthUrl: string;
}

const running: ChildProcess[] = [];

/** The payments worker as its own process (`dist/src/worker.js`), with the test's environment, once it says it runs. */
export function startWorker(): Promise<WorkerProcess> {
  const child = spawn(process.execPath, [path.join(__dirname, '../../src/worker.js')], {
    env: { ...process.env, PAYMENTS_WORKER_PORT: '0', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.includes('payments worker running'));
      if (line) resolve({ child, healthUrl: `http://127.0.0.1:${(JSON.parse(line) as { port: number }).port}/health` });
    });
    child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`worker exited with ${code}: ${out}`)));
  });
}

/** Kills every worker a test started and left running. */
export function killWorkers(): void {
  for (const w of running) if (w.exitCode === null) w.kill('SIGKILL');
}
