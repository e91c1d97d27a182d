// The PostgreSQL connection budget of the Kubernetes manifests (decision 0311), computed from what
// `kubectl kustomize` renders, in one place:
//   npm run k8s:pg-budget [-- <kustomize dir, default k8s/> | --file rendered.yaml]
// For each PostgreSQL server named in the ConfigMap shop-postgres-budget (k8s/postgres-budget.yaml):
//   Σ over the Deployments that use one of its databases of
//       (most pods: the autoscaler's maximum, else replicas) + the rollout's surge
//       × (DATABASE_POOL_MAX + the connections a pod holds beside its pool: identity's LISTEN, and
//          with a direct URL the housekeeping lock's own connection)
//   + each migration Job's connection (a release runs them together)
//   + what operators keep (psql, backups)
// must fit max_connections less superuser_reserved_connections. With PgBouncer in front
// (pgbouncer_* keys, components/pgbouncer) the pools count against PgBouncer's max_client_conn,
// and the server sees PgBouncer's pools plus what must bypass it. Prints the table; exits 1 when
// a budget is exceeded or the manifests do not say what it needs.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const YAML = require('yaml');
const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Connections a pod holds outside its pool, by database: identity's session-version listener keeps
 * one connection LISTENing (services/identity/src/auth/session-version-listener.ts); being a
 * session's LISTEN, it cannot go through PgBouncer in transaction mode either.
 */
export const CONNECTIONS_BESIDE_POOL = { identity: 1 };
/**
 * With a direct URL (`<SERVICE>_DATABASE_DIRECT_URL`, set by components/pgbouncer) the housekeeping
 * jobs take their advisory lock on a pool of one connection of its own to PostgreSQL
 * (libs/platform createSessionPool, decision 0312); without one they borrow from the service's pool.
 */
const SESSION_POOL_WITH_DIRECT_URL = 1;
/** The pool size of a process that sets no DATABASE_POOL_MAX (libs/platform platform.module.ts). */
const DEFAULT_POOL = 10;

/** `kubectl kustomize <dir>`, parsed. */
export function render(dir) {
  const out = spawnSync('kubectl', ['kustomize', dir], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (out.error) throw new Error(`kubectl kustomize could not run (${out.error.message}); install kubectl with kustomize 5`);
  if (out.status !== 0) throw new Error(`kubectl kustomize ${dir} failed:\n${out.stderr}`);
  return parse(out.stdout);
}

export const parse = (text) =>
  YAML.parseAllDocuments(text)
    .map((d) => d.toJS())
    .filter(Boolean);

const int = (value, what) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${what} must be a whole number, is ${JSON.stringify(value)}`);
  return n;
};

/** maxSurge of a RollingUpdate Deployment at `pods` pods: a number, or a percentage rounded up (default 25 %). */
function surgeOf(deployment, pods) {
  const strategy = deployment.spec?.strategy ?? {};
  if (strategy.type === 'Recreate') return 0;
  const surge = strategy.rollingUpdate?.maxSurge ?? '25%';
  return typeof surge === 'string' && surge.endsWith('%') ? Math.ceil((pods * Number(surge.slice(0, -1))) / 100) : int(surge, 'maxSurge');
}

/** The databases a container's environment connects to: FOO_DATABASE_URL → foo. */
const databasesOf = (container) => (container.env ?? []).map((e) => /^([A-Z]+)_DATABASE_URL$/.exec(e.name)?.[1]?.toLowerCase()).filter(Boolean);
/** Whether a container reaches `database` by a direct URL beside its pool's. */
const hasDirectUrl = (container, database) => (container.env ?? []).some((e) => e.name === `${database.toUpperCase()}_DATABASE_DIRECT_URL`);

/** The pod count an autoscaler (an HPA, or a KEDA ScaledObject) may reach, else the replicas written. */
function mostPods(objects, deployment) {
  const name = deployment.metadata.name;
  const hpa = objects.find((o) => o.kind === 'HorizontalPodAutoscaler' && o.spec?.scaleTargetRef?.name === name);
  const keda = objects.find((o) => o.kind === 'ScaledObject' && o.spec?.scaleTargetRef?.name === name);
  if (keda) return { pods: int(keda.spec.maxReplicaCount ?? 100, `ScaledObject ${name} maxReplicaCount`), by: 'KEDA max' };
  if (hpa) return { pods: int(hpa.spec.maxReplicas, `HPA ${name} maxReplicas`), by: 'HPA max' };
  return { pods: int(deployment.spec?.replicas ?? 1, `Deployment ${name} replicas`), by: 'replicas' };
}

/** The budget ConfigMap: servers and their limits, and PgBouncer's when it is in front. */
function budgetOf(objects) {
  const config = objects.find((o) => o.kind === 'ConfigMap' && o.metadata?.name === 'shop-postgres-budget')?.data;
  if (!config) throw new Error('no ConfigMap shop-postgres-budget (k8s/postgres-budget.yaml) says what the PostgreSQL server allows');
  const servers = String(config.servers ?? '')
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const [name, dbs = ''] = s.split(':');
      const key = (k) => config[`${name.trim()}.${k}`] ?? config[k];
      return {
        name: name.trim(),
        databases: dbs.trim().split(/\s+/).filter(Boolean),
        maxConnections: int(key('max_connections'), `${name.trim()} max_connections`),
        reserved: int(key('superuser_reserved_connections') ?? 3, `${name.trim()} superuser_reserved_connections`),
        operators: int(key('operators') ?? 0, `${name.trim()} operators`),
      };
    });
  if (!servers.length) throw new Error('shop-postgres-budget: `servers` names no server ("name: db db ...; ...")');
  const pgbouncer =
    config.pgbouncer_max_client_conn === undefined
      ? undefined
      : {
          maxClientConn: int(config.pgbouncer_max_client_conn, 'pgbouncer_max_client_conn'),
          poolSize: int(config.pgbouncer_default_pool_size, 'pgbouncer_default_pool_size'),
          reservePool: int(config.pgbouncer_reserve_pool_size ?? 0, 'pgbouncer_reserve_pool_size'),
        };
  return { servers, pgbouncer };
}

/**
 * Every consumer of connections in the rendered objects, and each server's sum against its limit.
 * Answers { rows, servers: [{ name, used, limit, … }], problems }.
 */
export function pgBudget(objects) {
  const problems = [];
  const { servers, pgbouncer } = budgetOf(objects);
  const serverOf = new Map(servers.flatMap((s) => s.databases.map((d) => [d, s.name])));
  const rows = [];

  for (const deployment of objects.filter((o) => o.kind === 'Deployment')) {
    const containers = deployment.spec?.template?.spec?.containers ?? [];
    for (const c of containers) {
      for (const database of databasesOf(c)) {
        const poolEnv = (c.env ?? []).find((e) => e.name === 'DATABASE_POOL_MAX');
        if (!poolEnv) problems.push(`Deployment ${deployment.metadata.name}: sets no DATABASE_POOL_MAX (the default of ${DEFAULT_POOL} would be counted)`);
        const pool = poolEnv ? int(poolEnv.value, `Deployment ${deployment.metadata.name} DATABASE_POOL_MAX`) : DEFAULT_POOL;
        const { pods, by } = mostPods(objects, deployment);
        const surge = surgeOf(deployment, pods);
        const beside = (CONNECTIONS_BESIDE_POOL[database] ?? 0) + (hasDirectUrl(c, database) ? SESSION_POOL_WITH_DIRECT_URL : 0);
        rows.push({
          who: deployment.metadata.name,
          database,
          pods: `${pods} (${by}) + ${surge} surge`,
          each: beside ? `${pool} + ${beside}` : `${pool}`,
          pooled: (pods + surge) * pool,
          direct: (pods + surge) * beside,
        });
      }
    }
  }
  for (const job of objects.filter((o) => o.kind === 'Job')) {
    const parallelism = int(job.spec?.parallelism ?? 1, `Job ${job.metadata.name} parallelism`);
    for (const c of job.spec?.template?.spec?.containers ?? []) {
      // A migration holds one connection (runMigrations' pool of 1, after ensureDatabase's closed),
      // and a session advisory lock on it: it connects to PostgreSQL itself, never through PgBouncer.
      for (const database of databasesOf(c))
        rows.push({ who: `Job ${job.metadata.name}`, database, pods: `${parallelism}`, each: '1', pooled: 0, direct: parallelism });
    }
  }

  const report = servers.map((server) => {
    const mine = rows.filter((r) => serverOf.get(r.database) === server.name);
    const pooled = mine.reduce((n, r) => n + r.pooled, 0);
    const direct = mine.reduce((n, r) => n + r.direct, 0);
    const limit = server.maxConnections - server.reserved;
    // Through PgBouncer the server sees PgBouncer's pool per database instead of the services' pools.
    const fromPools = pgbouncer ? server.databases.length * (pgbouncer.poolSize + pgbouncer.reservePool) : pooled;
    const used = fromPools + direct + server.operators;
    if (used > limit)
      problems.push(
        `PostgreSQL server ${server.name}: ${used} connections at most (${pgbouncer ? `PgBouncer's pools ${fromPools}` : `pools ${pooled}`}, ` +
          `direct ${direct}, operators ${server.operators}) exceed max_connections ${server.maxConnections} less ${server.reserved} reserved = ${limit}`,
      );
    return { ...server, pooled, direct, fromPools, used, limit };
  });
  for (const r of rows) if (!serverOf.has(r.database)) problems.push(`${r.who}: database ${r.database} is on no server of shop-postgres-budget`);
  if (pgbouncer) {
    const clients = rows.reduce((n, r) => n + r.pooled, 0);
    if (clients > pgbouncer.maxClientConn) problems.push(`PgBouncer: ${clients} client connections at most exceed max_client_conn ${pgbouncer.maxClientConn}`);
  }
  return { rows, servers: report, pgbouncer, problems };
}

export function describe({ rows, servers, pgbouncer }) {
  const lines = ['who | database | pods at most | connections each | pooled | direct'];
  for (const r of rows) lines.push(`${r.who} | ${r.database} | ${r.pods} | ${r.each} | ${r.pooled} | ${r.direct}`);
  for (const s of servers)
    lines.push(
      `server ${s.name} (${s.databases.join(', ')}): ${pgbouncer ? `PgBouncer pools ${s.fromPools} (services' pools ${s.pooled} as its clients)` : `pools ${s.pooled}`}` +
        ` + direct ${s.direct} + operators ${s.operators} = ${s.used} of ${s.limit} (max_connections ${s.maxConnections} less ${s.reserved})`,
    );
  if (pgbouncer) lines.push(`PgBouncer clients: ${rows.reduce((n, r) => n + r.pooled, 0)} of max_client_conn ${pgbouncer.maxClientConn}`);
  return lines.join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  try {
    const objects = args[0] === '--file' ? parse(readFileSync(args[1], 'utf8')) : render(path.resolve(args[0] ?? path.join(here, '../k8s')));
    const budget = pgBudget(objects);
    console.log(describe(budget));
    if (budget.problems.length) {
      console.error(`\nThe PostgreSQL connection budget does not hold:\n  ${budget.problems.join('\n  ')}`);
      process.exit(1);
    }
  } catch (err) {
    console.error(`k8s:pg-budget: ${err.message}`);
    process.exit(1);
  }
}
