// The example backing services (k8s/components/backing-services, docs/operations.md "Backing
// services"): rendered with kubectl kustomize as an operator would, with the component added to
// k8s/, they give what the shop needs of PostgreSQL and RabbitMQ.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const YAML = require('yaml');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const component = path.join(root, 'k8s/components/backing-services');

describe('the backing-services component', () => {
  let dir;
  let objects;
  const one = (kind, name) => {
    const found = objects.filter((o) => o.kind === kind && (!name || o.metadata.name === name));
    assert.equal(found.length, 1, `one ${kind}${name ? `/${name}` : ''} in the render`);
    return found[0];
  };

  before(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'k8s-backing-'));
    cpSync(path.join(root, 'k8s'), dir, { recursive: true });
    const kustomization = path.join(dir, 'kustomization.yaml');
    writeFileSync(kustomization, readFileSync(kustomization, 'utf8').replace(/^components:\n/m, 'components:\n  - components/backing-services\n'));
    const rendered = execFileSync('kubectl', ['kustomize', dir], { encoding: 'utf8' });
    objects = YAML.parseAllDocuments(rendered).map((d) => d.toJS());
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('renders with k8s/ into the shop namespace', () => {
    for (const kind of ['Cluster', 'ScheduledBackup', 'Pooler', 'RabbitmqCluster', 'Vhost', 'User', 'Permission'])
      assert.equal(one(kind).metadata.namespace, 'shop', kind);
  });

  it('gives each service a database owned by a role of its own, on the PostgreSQL the shop is tested on', () => {
    const cluster = one('Cluster', 'shop-postgres');
    assert.match(cluster.spec.imageName, /postgresql:15$/);
    const owners = { [cluster.spec.bootstrap.initdb.database]: cluster.spec.bootstrap.initdb.owner };
    for (const db of objects.filter((o) => o.kind === 'Database')) {
      assert.equal(db.spec.cluster.name, 'shop-postgres');
      owners[db.spec.name] = db.spec.owner;
    }
    assert.deepEqual(owners, { shop_identity: 'shop_identity', shop_catalog: 'shop_catalog', shop_orders: 'shop_orders', shop_payments: 'shop_payments' });
    const roles = cluster.spec.managed.roles.map((r) => r.name).sort();
    assert.deepEqual(roles, ['shop_catalog', 'shop_orders', 'shop_payments']);
    assert.equal(cluster.spec.enableSuperuserAccess, false);
  });

  it('backs PostgreSQL up every night and archives its WAL, so it can be restored to a point in time', () => {
    const cluster = one('Cluster', 'shop-postgres');
    const store = cluster.spec.backup.barmanObjectStore;
    assert.ok(store.destinationPath && store.wal, 'a WAL archive');
    const scheduled = one('ScheduledBackup');
    assert.equal(scheduled.spec.cluster.name, 'shop-postgres');
    assert.equal(scheduled.spec.schedule.split(' ').length, 6);
    const recovery = YAML.parse(readFileSync(path.join(component, 'postgres-recovery.example.yaml'), 'utf8'));
    assert.ok(recovery.spec.bootstrap.recovery.recoveryTarget.targetTime);
    const source = recovery.spec.externalClusters.find((c) => c.name === recovery.spec.bootstrap.recovery.source);
    assert.equal(source.barmanObjectStore.destinationPath, store.destinationPath);
  });

  it('pools connections with a PgBouncer that carries prepared statements', () => {
    const pooler = one('Pooler');
    assert.equal(pooler.spec.cluster.name, 'shop-postgres');
    assert.equal(pooler.spec.pgbouncer.poolMode, 'transaction');
    assert.ok(Number(pooler.spec.pgbouncer.parameters.max_prepared_statements) > 0);
  });

  it('runs RabbitMQ on three nodes for the quorum queues k8s/config.yaml asks for, in a vhost of the shop', () => {
    assert.ok(one('RabbitmqCluster').spec.replicas >= 3);
    const config = objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name === 'shop-config');
    assert.equal(config.data.RABBITMQ_QUEUE_TYPE, 'quorum');
    assert.ok(Number(config.data.DEAD_LETTER_MAX_LENGTH) > 0);
    const permission = one('Permission');
    assert.equal(permission.spec.vhost, one('Vhost').spec.name);
    assert.equal(permission.spec.userReference.name, one('User').metadata.name);
  });

  it('lets the shop through the namespace default deny to PostgreSQL, the pooler and RabbitMQ', () => {
    const policies = objects.filter((o) => o.kind === 'NetworkPolicy');
    for (const [selector, port] of [
      [{ 'cnpg.io/cluster': 'shop-postgres' }, 5432],
      [{ 'cnpg.io/poolerName': 'shop-postgres-pooler' }, 5432],
      [{ 'app.kubernetes.io/name': 'shop-rabbitmq' }, 5672],
    ]) {
      const policy = policies.find((p) => JSON.stringify(p.spec.podSelector.matchLabels) === JSON.stringify(selector));
      assert.ok(policy, JSON.stringify(selector));
      assert.ok(
        policy.spec.ingress.some(
          (r) => r.from.some((f) => f.podSelector?.matchLabels?.['app.kubernetes.io/part-of'] === 'shop') && r.ports?.some((p) => p.port === port),
        ),
        JSON.stringify(selector),
      );
    }
  });
});
