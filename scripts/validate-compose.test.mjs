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
