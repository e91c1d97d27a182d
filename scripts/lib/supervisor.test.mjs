import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { restartDelay, supervise } from './supervisor.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'supervisor-'));
after(() => rmSync(dir, { recursive: true, force: true }));

describe('the supervisor of npm start', () => {
  it('waits 1, 2, 4 ... seconds between restarts, never more than 30', () => {
    assert.deepEqual([1, 2, 3, 4, 5, 6, 7, 20].map(restartDelay), [1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it('reports a process that exits, starts it again under a new pid, and stops it for good on stop()', { timeout: 30_000 }, async () => {
    const script = path.join(dir, 'crashes-once.mjs');
    const marker = path.join(dir, 'crashed');
    // Exits with code 3 the first time, then stays up like a healthy service.
    writeFileSync(
      script,
      `import { existsSync, writeFileSync } from 'node:fs';
if (!existsSync(${JSON.stringify(marker)})) { writeFileSync(${JSON.stringify(marker)}, 'x'); console.error('boom'); process.exit(3); }
setInterval(() => {}, 1000);`,
    );
    const reports = [];
    const proc = supervise({ name: 'demo', script, cwd: dir, env: process.env, logDir: dir, report: (line) => reports.push(line) });
    const firstPid = proc.child.pid;
    assert.deepEqual(await proc.nextExit(), { code: 3, signal: null });
    assert.match(reports.join(''), /\[demo\] EXITED UNEXPECTEDLY \(code 3\); restarting in 1s \(attempt 1\)/);
    const deadline = Date.now() + 20_000;
    while (proc.child.pid === firstPid && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    assert.notEqual(proc.child.pid, firstPid, 'started again');
    assert.equal(readFileSync(proc.pidFile, 'utf8'), String(proc.child.pid));
    assert.equal(proc.child.exitCode, null, 'and running');
    await proc.stop();
    assert.equal(proc.exitCount, 2);
    assert.equal(reports.length, 1, 'a stop is not reported as a crash');
    assert.equal(existsSync(proc.pidFile), false);
    assert.match(readFileSync(proc.logFile, 'utf8'), /boom[\s\S]*EXITED UNEXPECTEDLY/);
  });
});
