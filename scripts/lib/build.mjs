// Builds what is stale: the TypeScript projects (tsc -b is incremental) and the web app when its
// sources are newer than its last build.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { root } from './system.mjs';

function newest(dir) {
  let max = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    max = Math.max(max, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return max;
}

function run(cmd, args) {
  try {
    execFileSync(cmd, args, { cwd: root, stdio: 'inherit' });
  } catch {
    console.error(`\nThe build failed (\`${cmd} ${args.join(' ')}\`): see the errors above.`);
    process.exit(1);
  }
}

export function buildServer() {
  run('npx', ['tsc', '-b', 'tsconfig.json']);
}

export function buildWeb({ force = false } = {}) {
  const index = path.join(root, 'web/dist/index.html');
  // libs/contracts/src: the import-free rules the web app bundles (validation, shipping fee, money, order labels).
  const sources = [path.join(root, 'web/src'), path.join(root, 'web/index.html'), path.join(root, 'libs/contracts/src')];
  const stale =
    force ||
    !existsSync(index) ||
    sources.some((s) => existsSync(s) && (statSync(s).isDirectory() ? newest(s) : statSync(s).mtimeMs) > statSync(index).mtimeMs);
  if (stale) run('npm', ['run', 'build', '-w', 'web']);
}
