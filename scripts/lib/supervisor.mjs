// Keeps one process of the shop running (decision 0402): when it exits while the shop is meant to
// run, the exit is reported loudly and the process is started again after a backoff, while every
// other process keeps serving (the gateway answers the missing service's routes with 503).
import { spawn } from 'node:child_process';
import { createWriteStream, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** 1 s, 2 s, 4 s ... at most 30 s between attempts. */
export const restartDelay = (attempt) => Math.min(30_000, 1000 * 2 ** Math.max(0, attempt - 1));
/** A process that stayed up this long counts as healthy again: the next crash waits 1 s. */
export const STABLE_AFTER_MS = 60_000;

/**
 * @param {{ name: string, script: string, nodeArgs?: string[], cwd: string, env: Record<string,string>, logDir: string,
 *   echo?: (name: string, chunk: Buffer) => void, report?: (line: string) => void }} options
 */
export function supervise({ name, script, nodeArgs = [], cwd, env, logDir, echo, report = (line) => process.stderr.write(`${line}\n`) }) {
  const logFile = path.join(logDir, `${name}.log`);
  // The current process id, for whoever needs to find it (the supervision test kills one).
  const pidFile = path.join(logDir, `${name}.pid`);
  const log = createWriteStream(logFile, { flags: 'a' });
  let child;
  let stopping = false;
  let attempt = 0;
  let startedAt = 0;
  let timer;
  let exitCount = 0;
  const exits = [];

  const start = () => {
    startedAt = Date.now();
    // SHOP_NODE_ARGS: extra Node flags for every process (e.g. `--cpu-prof --cpu-prof-dir=var/prof`).
    const extra = (process.env.SHOP_NODE_ARGS ?? '').split(' ').filter(Boolean);
    child = spawn(process.execPath, [...nodeArgs, '--enable-source-maps', ...extra, script], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.logFile = logFile;
    writeFileSync(pidFile, String(child.pid));
    for (const stream of [child.stdout, child.stderr]) {
      stream.pipe(log, { end: false });
      if (echo) stream.on('data', (chunk) => echo(name, chunk));
    }
    child.once('exit', (code, signal) => {
      exitCount++;
      for (const listener of exits.splice(0)) listener(code, signal);
      if (stopping) return;
      attempt = Date.now() - startedAt >= STABLE_AFTER_MS ? 1 : attempt + 1;
      const delay = restartDelay(attempt);
      const how = signal ? `signal ${signal}` : `code ${code}`;
      const line = `[${name}] EXITED UNEXPECTEDLY (${how}); restarting in ${delay / 1000}s (attempt ${attempt}); the rest of the shop keeps running. See ${logFile}`;
      report(`\n${'!'.repeat(12)} ${line}\n`);
      log.write(`${JSON.stringify({ level: 50, time: Date.now(), name: 'supervisor', msg: line })}\n`);
      timer = setTimeout(start, delay);
    });
  };
  start();

  return {
    name,
    logFile,
    pidFile,
    get child() {
      return child;
    },
    /** How many times a process of this name has exited so far. */
    get exitCount() {
      return exitCount;
    },
    /** Resolves with the next exit of the current process. */
    nextExit: () => new Promise((resolve) => exits.push((code, signal) => resolve({ code, signal }))),
    /** Stops supervising, then the process itself: SIGTERM, SIGKILL after 10 s (2 min while it writes a CPU profile). */
    async stop() {
      stopping = true;
      clearTimeout(timer);
      if (child.exitCode === null && child.signalCode === null) {
        await new Promise((resolve) => {
          const kill = setTimeout(() => child.kill('SIGKILL'), process.env.SHOP_CPU_PROF_DIR ? 120_000 : 10_000);
          child.once('exit', () => {
            clearTimeout(kill);
            resolve();
          });
          child.kill('SIGTERM');
        });
      }
      rmSync(pidFile, { force: true });
      log.end();
    },
  };
}
