import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BENCH_DURATION, type BenchRow } from './measure';

/**
 * CPU time spent by each part of the shop during a bench row, read from Linux's /proc (decision
 * 0613): where an order's time goes, process by process. On this shared machine both requests per
 * second and CPU per order follow how fast the host lets it run (27–45 ms per order on the same
 * code); the shares between the parts move much less.
 */

/** Linux reports process times in clock ticks of 1/100 s (USER_HZ, fixed by its ABI). */
const TICK_MS = 10;

const GROUPS: [string, RegExp][] = [
  ['identity', /services\/identity\//],
  ['catalog', /services\/catalog\//],
  ['orders', /services\/orders\//],
  ['payments', /services\/payments\//],
  ['gateway', /gateway\/dist\//],
  ['worker', /worker\/dist\//],
  ['postgres', /^postgres|bin\/postgres /],
  ['rabbitmq', /beam\.smp|rabbitmq/],
  ['redis', /redis-server/],
];

/**
 * Which processes are this bench's own, on a machine where other checkouts run shops of their own:
 * the shop's Node processes are started from `root` (this checkout), and a PostgreSQL backend's
 * title names its database, which starts with `databasePrefix` (e.g. shop_bench_l2_). The
 * server's own processes, RabbitMQ and Redis serve every checkout alike and always count.
 */
export interface CpuScope {
  root?: string;
  databasePrefix?: string;
  /** Only these Node processes count: one of two shops started from the same checkout. */
  pids?: ReadonlySet<number>;
}

/** The parts that are the shop's own Node processes (the rest is PostgreSQL, RabbitMQ, Redis). */
export const NODE_PARTS = new Set(['identity', 'catalog', 'orders', 'payments', 'gateway', 'worker']);

/** The part of the shop a process belongs to, from its command line; null for anything else, or for another checkout's. */
export function groupOf(cmdline: string, scope: CpuScope = {}): string | null {
  const group = GROUPS.find(([, re]) => re.test(cmdline))?.[0] ?? null;
  if (group && NODE_PARTS.has(group) && scope.root && !cmdline.includes(`${scope.root.replace(/\/+$/, '')}/`)) return null;
  if (group === 'postgres' && scope.databasePrefix) {
    // A backend's title is "postgres: 15/main: <user> <database> <client> <state>" (an autovacuum
    // worker's "autovacuum worker <database>"); the server's own processes name themselves.
    const title = /^postgres: [^:]+: (.*)$/.exec(cmdline.trim())?.[1];
    const server = /^(checkpointer|background writer|walwriter|autovacuum launcher|logical replication launcher|archiver|startup|stats collector)\b/;
    const database = title?.split(' ')[title.startsWith('autovacuum worker ') ? 2 : 1];
    if (title && !server.test(title) && database && !database.startsWith(scope.databasePrefix)) return null;
  }
  return group;
}

/** This bench's scope: its checkout, and the prefix of the databases it was given (CATALOG_DATABASE_URL). */
export function benchScope(): CpuScope {
  const root = path.resolve(__dirname, '../../..');
  const catalogUrl = process.env.CATALOG_DATABASE_URL;
  const database = catalogUrl ? decodeURIComponent(new URL(catalogUrl).pathname.slice(1)) : '';
  return { root, databasePrefix: database.endsWith('_catalog') ? database.slice(0, -'catalog'.length) : undefined };
}

/** user + system ticks of a /proc/<pid>/stat line (the command name may hold spaces and parentheses). */
export function ticksOf(statLine: string): number {
  const fields = statLine.slice(statLine.lastIndexOf(')') + 2).split(' ');
  // After the name: state is field 3 of the line, utime 14 and stime 15.
  return Number(fields[11]) + Number(fields[12]);
}

/** Busy ticks of the whole machine from /proc/stat's first line (all but idle and iowait). */
export function machineBusyTicks(procStat: string): number {
  const [, ...values] = procStat.split('\n')[0].trim().split(/\s+/);
  const n = values.map(Number);
  const total = n.slice(0, 8).reduce((a, b) => a + b, 0);
  return total - n[3] - n[4];
}

export interface CpuSnapshot {
  machine: number;
  byProcess: Map<number, { group: string; ticks: number }>;
  self: number;
}

/** Every shop process's CPU ticks now; null where there is no /proc (not Linux). */
export function cpuSnapshot(scope: CpuScope = benchScope()): CpuSnapshot | null {
  let machine: number;
  try {
    machine = machineBusyTicks(readFileSync('/proc/stat', 'utf8'));
  } catch {
    return null;
  }
  const byProcess = new Map<number, { group: string; ticks: number }>();
  let self = 0;
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      const ticks = ticksOf(readFileSync(`/proc/${pid}/stat`, 'utf8'));
      if (pid === process.pid) self = ticks;
      const group = groupOf(readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' '), scope);
      if (group && !(scope.pids && NODE_PARTS.has(group) && !scope.pids.has(pid))) byProcess.set(pid, { group, ticks });
    } catch {
      // gone meanwhile
    }
  }
  return { machine, byProcess, self };
}

/** Milliseconds of CPU per unit (e.g. per order) between two snapshots: the machine, this load generator, and each part. */
export function cpuPerUnit(before: CpuSnapshot, after: CpuSnapshot, units: number): { machine: number; loadGenerator: number; parts: [string, number][] } {
  const per = (ticks: number) => (ticks * TICK_MS) / Math.max(1, units);
  const parts = new Map<string, number>();
  for (const [pid, now] of after.byProcess) {
    const then = before.byProcess.get(pid)?.ticks ?? 0;
    parts.set(now.group, (parts.get(now.group) ?? 0) + now.ticks - then);
  }
  return {
    machine: per(after.machine - before.machine),
    loadGenerator: per(after.self - before.self),
    parts: [...parts].map(([group, ticks]): [string, number] => [group, per(ticks)]).sort((a, b) => b[1] - a[1]),
  };
}

/** "27.4 ms of CPU per order on the machine: orders 9.8, postgres 5.5, … (load generator 0.4)" */
export function describeCpu(cost: ReturnType<typeof cpuPerUnit>, unit: string): string {
  const parts = cost.parts
    .filter(([, ms]) => ms >= 0.05)
    .map(([group, ms]) => `${group} ${ms.toFixed(1)}`)
    .join(', ');
  return `${cost.machine.toFixed(1)} ms of CPU per ${unit} on the machine: ${parts} (load generator ${cost.loadGenerator.toFixed(1)})`;
}

/**
 * Runs one bench row and prints where its CPU went per request ("read", "sign-in"): the figures
 * docs/capacity.md sizes the pods' CPU requests on. The row's requests are its rate × its duration.
 */
export async function withCpu<R extends BenchRow>(unit: string, row: () => Promise<R>): Promise<R> {
  const before = cpuSnapshot();
  const result = await row();
  const after = cpuSnapshot();
  const units = Math.round(result.requestsPerSec * BENCH_DURATION);
  if (before && after && units > 0) console.log(`${result.name}: ${describeCpu(cpuPerUnit(before, after, units), unit)}`);
  return result;
}
