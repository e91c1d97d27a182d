// Architecture boundaries (CONVENTIONS.md "Layout shows the architecture"): no service imports
// another service or the gateway, libs import no service or the gateway, and the web app imports
// no server code (only libs/contracts/src/validation.ts, through the @shop/validation alias).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVICES = ['identity', 'catalog', 'orders', 'payments'];
const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)/g;

function files(dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === 'dist' || e.name === 'test-dist') continue;
    const full = path.join(dir, e.name);
    if (e.isDirectory()) files(full, out);
    else if (/\.(ts|tsx|mts|cts)$/.test(e.name) && !e.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/** The area a repository path belongs to: service:<name>, lib:<name>, gateway, web or other. */
function areaOf(root, file) {
  const [top, name] = path.relative(root, file).split(path.sep);
  if (top === 'services') return `service:${name}`;
  if (top === 'libs') return `lib:${name}`;
  if (top === 'gateway' || top === 'web') return top;
  return 'other';
}

function violation(root, file, spec) {
  const from = areaOf(root, file);
  const target = spec.startsWith('.') ? areaOf(root, path.resolve(path.dirname(file), spec)) : undefined;
  const pkg = spec.startsWith('@shop/') ? spec.split('/')[1] : undefined;
  const pkgArea = pkg ? (SERVICES.includes(pkg) ? `service:${pkg}` : pkg === 'gateway' ? 'gateway' : pkg === 'web' ? 'web' : `lib:${pkg}`) : undefined;
  const to = target ?? pkgArea;
  if (from === 'web') {
    if (spec === '@shop/validation') return undefined;
    if (to && to !== 'web') return 'the web app imports no server code (use @shop/validation for shared rules)';
    return undefined;
  }
  if (!to || to === from) return undefined;
  if (from.startsWith('service:') && (to.startsWith('service:') || to === 'gateway' || to === 'web')) return `a service imports only libs/, not ${to}`;
  if (from.startsWith('lib:') && (to.startsWith('service:') || to === 'gateway' || to === 'web')) return `libs/ never depend on ${to}`;
  if (from === 'gateway' && (to.startsWith('service:') || to === 'web')) return `the gateway talks to services over the network, it does not import ${to}`;
  return undefined;
}

export function checkBoundaries(root) {
  const dirs = [
    ...SERVICES.flatMap((s) => [`services/${s}/src`, `services/${s}/test`]),
    ...(existsSync(path.join(root, 'libs')) ? readdirSync(path.join(root, 'libs')).map((l) => `libs/${l}/src`) : []),
    'gateway/src',
    'gateway/test',
    'web/src',
  ];
  const problems = [];
  let count = 0;
  for (const dir of dirs) {
    for (const file of files(path.join(root, dir))) {
      count++;
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(IMPORT)) {
        const spec = m[1] ?? m[2] ?? m[3];
        const why = violation(root, file, spec);
        if (why) problems.push(`${path.relative(root, file)}: imports '${spec}': ${why}`);
      }
    }
  }
  return { problems, count };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const { problems, count } = checkBoundaries(root);
  if (problems.length) {
    console.error(`Boundary violations (${problems.length}):\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`boundaries: ${count} files checked, no service, lib or web import crosses its boundary`);
}
