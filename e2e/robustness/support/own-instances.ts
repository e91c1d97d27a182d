import { execFile, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../../support/system';

// PostgreSQL, RabbitMQ and Redis instances of the robustness tier's own, for the outage runs:
// the machine's shared ones serve other test runs and a developer's `npm start`, and are never
// stopped by a test. Each instance is started by the tier, cut and restored during the run, and
// removed at the end whatever happens (a failure, Ctrl+C, SIGTERM): see `removeOnExit`.

const execFileAsync = promisify(execFile);
/** Runs a command to its end; one that takes two minutes is stuck. */
const run = (command: string, args: string[], options: { env?: NodeJS.ProcessEnv } = {}) => execFileAsync(command, args, { timeout: 120_000, ...options });

export interface OwnInstance {
  /** What it is and where, for the tier's output. */
  readonly description: string;
  /** How the shop under test reaches it. */
  readonly url: string;
  start(): Promise<void>;
  /**
   * The outage: the instance stops answering (Redis loses its data too). Resolves when the command
   * is done with the moment (Date.now()) the port closed: on a busy machine a command may take many
   * seconds to act.
   */
  cut(): Promise<number>;
  /** Starts it again; resolves with the moment it accepted connections again. */
  restore(): Promise<number>;
  /** Stops it and removes its files; synchronous so a signal handler can call it, and safe to call twice. */
  remove(): void;
}

const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * Runs `command` and answers the moment (Date.now()) the port became `open` (or closed), once the
 * command is done too; a daemon may start listening a while after its command has returned.
 */
async function portBecomes(port: number, open: boolean, command: () => Promise<unknown>, graceMs = 60_000): Promise<number> {
  let failed: unknown;
  let doneAt = 0;
  const running = command().then(
    () => (doneAt = Date.now()),
    (err: unknown) => (failed = err ?? new Error('the command failed')),
  );
  let at = 0;
  while (!at) {
    if (failed) throw failed;
    if ((await portOpen(port)) === open) at = Date.now();
    else if (doneAt && Date.now() - doneAt > graceMs)
      throw new Error(`port ${port} is still ${open ? 'closed' : 'open'} ${graceMs / 1000} s after the command`);
    else await new Promise((r) => setTimeout(r, 50));
  }
  await running;
  if (failed) throw failed;
  return at;
}

/** Runs a command to the end, ignoring its failure (cleaning up what may not exist). */
const quietly = (command: string, args: string[], env: NodeJS.ProcessEnv = process.env) =>
  spawnSync(command, args, { env, stdio: 'ignore', timeout: 60_000 }).status === 0;

/** A scratch directory of the tier under var/, emptied first. */
function scratch(name: string): string {
  const dir = path.join(repoRoot, 'var/outages', name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** `redis-server` on a port of its own, without persistence: a restart comes back empty. */
export function ownRedis(port: number): OwnInstance {
  const dir = path.join(repoRoot, 'var/outages/redis');
  const launch = () =>
    portBecomes(port, true, () =>
      run('redis-server', [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--daemonize',
        'yes',
        '--dir',
        dir,
        '--logfile',
        path.join(dir, 'redis.log'),
      ]),
    );
  return {
    description: `redis-server on 127.0.0.1:${port} (restarted with "redis-cli shutdown nosave")`,
    url: `redis://127.0.0.1:${port}/0`,
    async start() {
      quietly('redis-cli', ['-p', String(port), 'shutdown', 'nosave']);
      scratch('redis');
      await launch();
    },
    cut: () => portBecomes(port, false, () => run('redis-cli', ['-p', String(port), 'shutdown', 'nosave'])),
    restore: launch,
    remove() {
      quietly('redis-cli', ['-p', String(port), 'shutdown', 'nosave']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The PostgreSQL version installed (the highest, as `pg_createcluster` wants it). */
const postgresVersion = () =>
  readdirSync('/usr/lib/postgresql')
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a))[0];

/** A PostgreSQL cluster of its own (`pg_createcluster`, trust authentication), dropped at the end. */
export function ownPostgres(port: number, name: string): OwnInstance {
  const version = postgresVersion();
  // --skip-systemctl-redirect: the cluster is the tier's, not a system service (and CI has no systemd).
  const ctl = (action: string) => run('pg_ctlcluster', ['--skip-systemctl-redirect', version, name, action]);
  return {
    description: `PostgreSQL ${version} cluster "${name}" on 127.0.0.1:${port} (stopped and started with pg_ctlcluster)`,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      quietly('pg_dropcluster', ['--stop', version, name]);
      await run('pg_createcluster', [version, name, '-p', String(port), '--', '--auth=trust']);
      await portBecomes(port, true, () => ctl('start'));
    },
    cut: () => portBecomes(port, false, () => ctl('stop')),
    restore: () => portBecomes(port, true, () => ctl('start')),
    remove: () => void quietly('pg_dropcluster', ['--stop', version, name]),
  };
}

/**
 * A RabbitMQ node of its own: its own node name, AMQP and distribution ports, data, logs and
 * Erlang cookie (HOME), no configuration file (the machine's names the shared node's listener) and
 * no plugins (the management plugin would want the shared node's port).
 */
export function ownRabbit(port: number, node: string): OwnInstance & { queues(): Promise<{ name: string; messages: number }[]> } {
  const dir = path.join(repoRoot, 'var/outages/rabbitmq');
  const env = {
    ...process.env,
    HOME: dir,
    RABBITMQ_NODENAME: node,
    RABBITMQ_NODE_IP_ADDRESS: '127.0.0.1',
    RABBITMQ_NODE_PORT: String(port),
    RABBITMQ_DIST_PORT: String(port + 1),
    RABBITMQ_MNESIA_BASE: path.join(dir, 'mnesia'),
    RABBITMQ_LOG_BASE: path.join(dir, 'log'),
    RABBITMQ_PID_FILE: path.join(dir, 'rabbitmq.pid'),
    RABBITMQ_CONFIG_FILE: path.join(dir, 'rabbitmq'),
    RABBITMQ_ENABLED_PLUGINS_FILE: path.join(dir, 'enabled_plugins'),
  };
  // The scripts themselves, not /usr/sbin's wrappers, which switch to the rabbitmq user and its home.
  const bin = (tool: string) => path.join('/usr/lib/rabbitmq/bin', tool);
  const ctl = (...args: string[]) => run(bin('rabbitmqctl'), ['-n', node, ...args], { env });
  const stopNode = () => quietly(bin('rabbitmqctl'), ['-n', node, 'stop', env.RABBITMQ_PID_FILE], env);
  return {
    description: `RabbitMQ node ${node} on 127.0.0.1:${port} (stopped and started with rabbitmqctl stop_app / start_app)`,
    url: `amqp://guest:guest@127.0.0.1:${port}`,
    async start() {
      if ((await portOpen(port)) || (await portOpen(port + 1))) stopNode();
      scratch('rabbitmq');
      writeFileSync(env.RABBITMQ_ENABLED_PLUGINS_FILE, '[].\n');
      await portBecomes(port, true, async () => {
        await run(bin('rabbitmq-server'), ['-detached'], { env });
        // `-detached` returns at once; on a busy machine the node registers with epmd seconds later,
        // and `await_startup` gives up at once on a node it cannot find. `wait` first waits for the pid file.
        await ctl('wait', '--timeout', '120', env.RABBITMQ_PID_FILE);
      });
    },
    cut: () => portBecomes(port, false, () => ctl('stop_app')),
    restore: () => portBecomes(port, true, () => ctl('start_app')),
    remove() {
      stopNode();
      rmSync(dir, { recursive: true, force: true });
    },
    async queues() {
      const { stdout } = await ctl('list_queues', 'name', 'messages', '--formatter', 'json', '--silent');
      return JSON.parse(stdout) as { name: string; messages: number }[];
    },
  };
}

/**
 * Removes the instances when the process ends in any way: after the tests, on an exit, and on
 * SIGINT/SIGTERM (then `onSignal` runs first, e.g. to stop the shop under test).
 */
export function removeOnExit(instances: OwnInstance[], onSignal: () => void): () => void {
  let removed = false;
  const removeAll = () => {
    if (removed) return;
    removed = true;
    for (const i of instances) i.remove();
  };
  const signal = (name: NodeJS.Signals) => () => {
    onSignal();
    removeAll();
    process.exit(name === 'SIGINT' ? 130 : 143);
  };
  const onInt = signal('SIGINT');
  const onTerm = signal('SIGTERM');
  process.once('SIGINT', onInt);
  process.once('SIGTERM', onTerm);
  process.once('exit', removeAll);
  return () => {
    process.off('SIGINT', onInt);
    process.off('SIGTERM', onTerm);
    process.off('exit', removeAll);
    removeAll();
  };
}
