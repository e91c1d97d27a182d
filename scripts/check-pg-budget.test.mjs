import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { pgBudget, render } from './check-pg-budget.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

/** The names the code gives the queues KEDA watches, as k8s/ runs it (no BUS_NAMESPACE). Needs the build. */
function queueNamesInCode() {
  const namespace = process.env.BUS_NAMESPACE;
  delete process.env.BUS_NAMESPACE;
  try {
    const { serviceQueues, commandQueue } = require(path.join(root, 'libs/messaging/dist/index.js'));
    const { PaymentCommands } = require(path.join(root, 'libs/contracts/dist/index.js'));
    const { EXPIRY_QUEUE, queuePrefix } = require(path.join(root, 'services/payments/dist/src/expiry/expiry-queue.js'));
    return [
      serviceQueues('orders').events,
      serviceQueues('payments').events,
      commandQueue(PaymentCommands.OpenPaymentSession.name),
      `${queuePrefix()}:${EXPIRY_QUEUE}:wait`,
    ];
  } finally {
    if (namespace !== undefined) process.env.BUS_NAMESPACE = namespace;
  }
}
const dirs = [];
after(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** k8s/ rendered after `edits` ({ file: text => text }), with the given components switched on. */
function rendered(edits = {}, components = []) {
  const dir = mkdtempSync(path.join(tmpdir(), 'pg-budget-'));
  dirs.push(dir);
  cpSync(path.join(root, 'k8s'), path.join(dir, 'k8s'), { recursive: true });
  const all = { ...edits };
  if (components.length) {
    const before = all['kustomization.yaml'] ?? ((t) => t);
    all['kustomization.yaml'] = (t) => before(t).replace('  - monitoring\n', `  - monitoring\n${components.map((c) => `  - components/${c}\n`).join('')}`);
  }
  for (const [file, edit] of Object.entries(all)) {
    const target = path.join(dir, 'k8s', file);
    writeFileSync(target, edit(readFileSync(target, 'utf8')));
  }
  return render(path.join(dir, 'k8s'));
}

const raiseOrdersTo = (max) => ({ 'autoscaling.yaml': (t) => t.replace(/(name: orders\n[\s\S]*?maxReplicas: )\d+/, `$1${max}`) });

describe('the PostgreSQL connection budget of the manifests (decision 0311)', () => {
  it('holds for k8s/ as it is, counting the surge, identity’s LISTEN connection and the migration Jobs', () => {
    const budget = pgBudget(render(path.join(root, 'k8s')));
    assert.deepEqual(budget.problems, []);
    const [server] = budget.servers;
    assert.equal(server.name, 'shop');
    assert.ok(server.used <= server.limit, `${server.used} of ${server.limit}`);
    const identity = budget.rows.find((r) => r.who === 'identity');
    const pods = Number(/^(\d+)/.exec(identity.pods)[1]) + 1;
    assert.equal(identity.direct, pods, 'one LISTEN connection per identity pod, the surge included');
    assert.equal(budget.rows.filter((r) => r.who.startsWith('Job ')).length, 4);
    assert.equal(server.used, server.pooled + server.direct + server.operators);
  });

  it('fails when an autoscaler’s maximum takes the sum past max_connections', () => {
    const budget = pgBudget(rendered(raiseOrdersTo(12)));
    assert.ok(
      budget.problems.some((p) => /PostgreSQL server shop: \d+ connections at most .* exceed max_connections 100 less 3 reserved = 97/.test(p)),
      budget.problems.join('\n'),
    );
  });

  it('counts a default surge of 25 %, rounded up, and asks for an explicit pool', () => {
    const budget = pgBudget(
      rendered({
        'catalog.yaml': (t) =>
          t.replace('    rollingUpdate: { maxSurge: 1, maxUnavailable: 0 }\n', "    rollingUpdate: { maxSurge: '50%', maxUnavailable: 0 }\n"),
        'payments.yaml': (t) => t.replace("            - { name: DATABASE_POOL_MAX, value: '2' }\n", ''),
      }),
    );
    const catalog = budget.rows.find((r) => r.who === 'catalog');
    assert.match(catalog.pods, /^5 \(HPA max\) \+ 3 surge$/);
    assert.ok(
      budget.problems.some((p) => /Deployment payments-worker: sets no DATABASE_POOL_MAX/.test(p)),
      budget.problems.join('\n'),
    );
  });

  it('counts through PgBouncer with components/pgbouncer, which lifts the limit', () => {
    const budget = pgBudget(rendered(raiseOrdersTo(12), ['pgbouncer']));
    assert.deepEqual(budget.problems, []);
    assert.equal(budget.servers[0].fromPools, 4 * (12 + 2));
    // What holds a session connects to PostgreSQL by the direct URL (decision 0312): each API pod's
    // housekeeping lock, and identity's LISTEN besides; the worker holds none.
    const direct = Object.fromEntries(budget.rows.map((r) => [r.who, r.direct]));
    assert.deepEqual(
      { identity: direct.identity, catalog: direct.catalog, orders: direct.orders, payments: direct.payments, worker: direct['payments-worker'] },
      { identity: 4 * 2, catalog: 6, orders: 13, payments: 4, worker: 0 },
    );
    const tooMany = pgBudget(
      rendered(
        {
          ...raiseOrdersTo(12),
          'components/pgbouncer/kustomization.yaml': (t) => t.replace("pgbouncer_default_pool_size: '12'", "pgbouncer_default_pool_size: '30'"),
        },
        ['pgbouncer'],
      ),
    );
    assert.ok(
      tooMany.problems.some((p) => /PgBouncer's pools 128/.test(p)),
      tooMany.problems.join('\n'),
    );
  });

  it('renders components/keda: ScaledObjects replace the orders and payments autoscalers, and their maxima count', () => {
    const objects = rendered({}, ['keda']);
    const scaled = objects.filter((o) => o.kind === 'ScaledObject');
    assert.deepEqual(scaled.map((o) => o.metadata.name).sort(), ['orders', 'payments', 'payments-worker']);
    const hpas = objects.filter((o) => o.kind === 'HorizontalPodAutoscaler').map((o) => o.metadata.name);
    assert.ok(!hpas.includes('orders') && !hpas.includes('payments'), hpas.join(', '));
    assert.equal(objects.find((o) => o.kind === 'Deployment' && o.metadata.name === 'payments-worker').spec.replicas, undefined);
    const queues = scaled.flatMap((o) => o.spec.triggers.map((t) => t.metadata.queueName ?? t.metadata.listName ?? t.type));
    assert.deepEqual(queues.sort(), ['cpu', 'cpu', ...queueNamesInCode()].sort());
    const budget = pgBudget(objects);
    assert.deepEqual(budget.problems, []);
    assert.match(budget.rows.find((r) => r.who === 'payments-worker').pods, /^4 \(KEDA max\)/);
  });
});
