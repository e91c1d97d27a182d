import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { release, versionProblem } from './k8s-release.mjs';
import { validateK8s } from './validate-compose.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dirs = [];
after(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function copy() {
  const dir = mkdtempSync(path.join(tmpdir(), 'k8s-release-'));
  dirs.push(dir);
  cpSync(path.join(root, 'k8s'), path.join(dir, 'k8s'), { recursive: true });
  return dir;
}

const render = (dir) => {
  const out = spawnSync('kubectl', ['kustomize', path.join(dir, 'k8s')], { encoding: 'utf8' });
  assert.equal(out.status, 0, out.stderr);
  return out.stdout;
};

describe('npm run k8s:release -- <version> (decision 0310)', () => {
  it('pins every image of the rendered manifests and names the migration Jobs after the version', () => {
    const dir = copy();
    const { jobs } = release(dir, '1.10.0-rc.1', { registry: 'registry.example.vn/tui-viet/' });
    const rendered = render(dir);
    const images = [...rendered.matchAll(/image: (\S+)/g)].map((m) => m[1]);
    assert.ok(images.length >= 10, rendered);
    for (const image of images) assert.match(image, /^registry\.example\.vn\/tui-viet\/(identity|catalog|orders|payments|gateway):1\.10\.0-rc\.1$/);
    assert.deepEqual(
      jobs.sort(),
      ['catalog', 'identity', 'orders', 'payments'].map((s) => `${s}-migrate-1-10-0-rc-1`),
    );
    for (const job of jobs) assert.match(rendered, new RegExp(`name: ${job}\\n`));
    assert.match(rendered, /app\.kubernetes\.io\/version: 1\.10\.0-rc\.1/);
    assert.deepEqual(validateK8s(dir).problems, []);
  });

  it('keeps the files as written when the version is the one they have, comments included', () => {
    const dir = copy();
    const before = readFileSync(path.join(root, 'k8s/kustomization.yaml'), 'utf8');
    const tag = /newTag: '([^']+)'/.exec(before)[1];
    release(dir, tag);
    for (const file of ['kustomization.yaml', 'migrations.yaml'])
      assert.equal(readFileSync(path.join(dir, 'k8s', file), 'utf8'), readFileSync(path.join(root, 'k8s', file), 'utf8'), file);
  });

  it('refuses what cannot be a version', () => {
    for (const bad of ['', 'latest', '1.0/evil', '-1.0', 'x'.repeat(47)]) assert.ok(versionProblem(bad), bad);
    assert.equal(versionProblem('2026.11.28'), undefined);
    assert.throws(() => release(copy(), 'latest'), /not a version/);
  });
});
