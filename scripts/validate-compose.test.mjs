import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { validateK8s } from './validate-compose.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dirs = [];
after(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A copy of k8s/ with one file edited. */
function k8sWith(file, edit) {
  const dir = mkdtempSync(path.join(tmpdir(), 'k8s-'));
  dirs.push(dir);
  cpSync(path.join(root, 'k8s'), path.join(dir, 'k8s'), { recursive: true });
  const target = path.join(dir, 'k8s', file);
  writeFileSync(target, edit(readFileSync(target, 'utf8')));
  return validateK8s(dir).problems;
}

describe('k8s network exposure (decision 0400)', () => {
  it('accepts the manifests as they are', () => {
    assert.deepEqual(validateK8s(root).problems, []);
  });

  it('refuses a service that no policy covers, or that anyone in the cluster may reach', () => {
    const missing = k8sWith('network-policies.yaml', (t) =>
      t
        .split('---')
        .filter((d) => !d.includes('catalog-from-gateway'))
        .join('---'),
    );
    assert.ok(
      missing.some((p) => /Deployment\/catalog: no NetworkPolicy lets anything reach it/.test(p)),
      missing.join('\n'),
    );
    const open = k8sWith('network-policies.yaml', (t) =>
      t.replace(/name: orders-from-gateway([\s\S]*?)app\.kubernetes\.io\/name: gateway/, 'name: orders-from-gateway$1app.kubernetes.io/part-of: shop'),
    );
    assert.ok(
      open.some((p) => /Deployment\/orders: a NetworkPolicy lets something other than the gateway/.test(p)),
      open.join('\n'),
    );
    // identity answers the services' token checks (decision 0106), but nothing else's.
    const worker = k8sWith('network-policies.yaml', (t) =>
      t.replace(
        'podSelector: { matchLabels: { app.kubernetes.io/name: payments } }',
        'podSelector: { matchLabels: { app.kubernetes.io/name: payments-worker } }',
      ),
    );
    assert.ok(
      worker.some((p) => /Deployment\/identity: a NetworkPolicy lets something other than the gateway and the services/.test(p)),
      worker.join('\n'),
    );
  });

  it('refuses manifests without a default deny, or with services left on loopback', () => {
    const noDeny = k8sWith('network-policies.yaml', (t) =>
      t
        .replace('name: default-deny-ingress', 'name: default-deny-ingress\n  namespace: shop')
        .replace('podSelector: {}', 'podSelector: { matchLabels: { x: y } }'),
    );
    assert.ok(
      noDeny.some((p) => /denies ingress by default/.test(p)),
      noDeny.join('\n'),
    );
    const loopback = k8sWith('config.yaml', (t) => t.replace('HOST: 0.0.0.0', 'HOST: 127.0.0.1'));
    assert.ok(
      loopback.some((p) => /HOST must be 0\.0\.0\.0/.test(p)),
      loopback.join('\n'),
    );
  });
});

describe('k8s service accounts (decision 0405)', () => {
  it('refuses a pod that would get an API token or runs under the default account', () => {
    const mounted = k8sWith('service-accounts.yaml', (t) =>
      t.replace(/(name: orders\n[^\n]*\n)automountServiceAccountToken: false/, '$1automountServiceAccountToken: true'),
    );
    assert.ok(
      mounted.some((p) => /ServiceAccount\/orders: automountServiceAccountToken must be false/.test(p)),
      mounted.join('\n'),
    );
    const unnamed = k8sWith('catalog.yaml', (t) => t.replace('      serviceAccountName: catalog\n', ''));
    assert.ok(
      unnamed.some((p) => /Deployment\/catalog: no serviceAccountName/.test(p)),
      unnamed.join('\n'),
    );
  });

  it('refuses two apps under one account', () => {
    const shared = k8sWith('payments.yaml', (t) => t.replace('serviceAccountName: payments-worker', 'serviceAccountName: payments'));
    assert.ok(
      shared.some((p) => /Deployment\/payments-worker: shares ServiceAccount payments with/.test(p)),
      shared.join('\n'),
    );
  });
});

describe('k8s releases and availability (decisions 0310, 0311)', () => {
  it('refuses an image left on latest or tagged in a manifest, and a migration Job not named after the release', () => {
    const latest = k8sWith('kustomization.yaml', (t) => t.replace("{ name: shop/orders, newTag: '0.1.0' }", '{ name: shop/orders, newTag: latest }'));
    assert.ok(
      latest.some((p) => /Deployment\/orders container orders: image shop\/orders is not pinned/.test(p)),
      latest.join('\n'),
    );
    const tagged = k8sWith('gateway.yaml', (t) => t.replace('image: shop/gateway', 'image: shop/gateway:latest'));
    assert.ok(
      tagged.some((p) => /image shop\/gateway:latest carries a tag/.test(p)),
      tagged.join('\n'),
    );
    const job = k8sWith('migrations.yaml', (t) => t.replace('name: orders-migrate-0-1-0', 'name: orders-migrate'));
    assert.ok(
      job.some((p) => /Job\/orders-migrate: a migration Job is named and labelled after the release/.test(p)),
      job.join('\n'),
    );
    const migrating = k8sWith('config.yaml', (t) => t.replace("SHOP_MIGRATE_ON_START: 'false'", "SHOP_MIGRATE_ON_START: 'true'"));
    assert.ok(
      migrating.some((p) => /SHOP_MIGRATE_ON_START must be false/.test(p)),
      migrating.join('\n'),
    );
  });

  it('refuses replicas on an autoscaled Deployment', () => {
    const pinned = k8sWith('catalog.yaml', (t) => t.replace('spec:\n  # No replicas', 'spec:\n  replicas: 2\n  # No replicas'));
    assert.ok(
      pinned.some((p) => /Deployment\/catalog: sets replicas, which an autoscaler owns/.test(p)),
      pinned.join('\n'),
    );
  });

  it('refuses a single pod, a missing disruption budget or an unspread Deployment on the paying path', () => {
    const single = k8sWith('payments.yaml', (t) => t.replace('  replicas: 2\n', '  replicas: 1\n'));
    assert.ok(
      single.some((p) => /Deployment\/payments-worker: runs 1 pod at least/.test(p)),
      single.join('\n'),
    );
    const oneIdentity = k8sWith('autoscaling.yaml', (t) => t.replace(/(name: identity\n[\s\S]*?minReplicas: )2/, '$11'));
    assert.ok(
      oneIdentity.some((p) => /Deployment\/identity: runs 1 pod at least/.test(p)),
      oneIdentity.join('\n'),
    );
    const noPdb = k8sWith('autoscaling.yaml', (t) =>
      t
        .split('---')
        .filter((d) => !(d.includes('PodDisruptionBudget') && d.includes('name: payments\n')))
        .join('---'),
    );
    assert.ok(
      noPdb.some((p) => /Deployment\/payments: no PodDisruptionBudget/.test(p)),
      noPdb.join('\n'),
    );
    const unspread = k8sWith('orders.yaml', (t) => t.replace('topologyKey: topology.kubernetes.io/zone', 'topologyKey: example.com/rack'));
    assert.ok(
      unspread.some((p) => /Deployment\/orders: its pods are not spread over topology.kubernetes.io\/zone/.test(p)),
      unspread.join('\n'),
    );
  });
});
