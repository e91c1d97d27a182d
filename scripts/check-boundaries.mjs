// Architecture boundaries (CONVENTIONS.md "Layout shows the architecture"), without dependencies:
// a service imports no other service, the gateway or the web app; libs/ import no service, the
// gateway or the web app; the gateway imports no service (it calls them over HTTP); the web app
// imports no server code, except the files of libs/contracts/src that import nothing themselves:
// validation.ts through its `@shop/validation` alias, the other rules (shipping fee, order labels)
// by a relative path from web/src/lib/shop-rules.ts. Inside the web app, lib/ and components/ import
// no feature and not app/, and features do not import each other (webViolation below). ESLint checks
// the cross-package rules through no-restricted-imports (static imports only); this script also sees
// dynamic import() and require(), resolves paths, and alone checks the web app's inner rules.
//
//   node scripts/check-boundaries.mjs [root]   exit 0 with a summary, exit 1 with the list
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = /\.(ts|tsx|mts|cts)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'test-dist']);
const WEB_SHARED_DIR = 'libs/contracts/src/';
const WEB_SHARED_ALIAS = '@shop/validation';

// Strings are kept (import specifiers live in them); comments become spaces so offsets and line
// numbers stay right and a commented-out import is not reported.
const STRING_OR_COMMENT = /("(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'|`(?:\\.|[^`\\])*`)|\/\/[^\n]*|\/\*[\s\S]*?\*\//g;
const IMPORT =
  /\b(?:import|export)\s+(?:type\s+)?[\w*{}\s,$]*?\s*from\s*['"]([^'"\n]+)['"]|\bimport\s*['"]([^'"\n]+)['"]|\bimport\s*\(\s*['"]([^'"\n]+)['"]\s*\)|\brequire\s*\(\s*['"]([^'"\n]+)['"]\s*\)/g;

const toPosix = (p) => p.split(path.sep).join('/');
const dirsIn = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
    : [];

function sourceFiles(dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, out);
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/** Import specifiers of one source text, with their line numbers. */
export function importsOf(text) {
  const code = text.replace(STRING_OR_COMMENT, (m, str) => (str ? m : m.replace(/[^\n]/g, ' ')));
  const found = [];
  for (const m of code.matchAll(IMPORT)) {
    const spec = m[1] ?? m[2] ?? m[3] ?? m[4];
    found.push({ spec, line: code.slice(0, m.index).split('\n').length });
  }
  return found;
}

/** Which part of the repository a repo-relative path is in: service:<name>, lib:<name>, gateway, web, or other. */
function areaOfPath(rel) {
  const [top, name] = rel.split('/');
  if (top === 'services' && name) return `service:${name}`;
  if (top === 'libs' && name) return `lib:${name}`;
  if (top === 'gateway' || top === 'web') return top;
  return 'other';
}

// The apps of docs/architecture.md §1, so `@shop/catalog` counts as a service even where its folder is absent.
const KNOWN_APPS = ['identity', 'catalog', 'orders', 'payments']
  .map((s) => [`@shop/${s}`, `service:${s}`])
  .concat([
    ['@shop/gateway', 'gateway'],
    ['@shop/web', 'web'],
  ]);

/** Workspace package name → area, from each workspace's package.json (`@shop/<folder>` when it has none). */
function packageAreas(root) {
  const areas = new Map(KNOWN_APPS);
  const add = (rel) => {
    let name = `@shop/${path.basename(rel)}`;
    try {
      name = JSON.parse(readFileSync(path.join(root, rel, 'package.json'), 'utf8')).name ?? name;
    } catch {
      // no package.json: keep the conventional name
    }
    areas.set(name, areaOfPath(rel));
  };
  for (const s of dirsIn(path.join(root, 'services'))) add(`services/${s}`);
  for (const l of dirsIn(path.join(root, 'libs'))) add(`libs/${l}`);
  for (const top of ['gateway', 'web']) if (existsSync(path.join(root, top))) add(top);
  return areas;
}

const isService = (area) => area.startsWith('service:');

/** Whether a repo-relative import target is a file directly in libs/contracts/src that imports nothing (so it brings no server code into the browser). */
function isImportFreeContract(root, target) {
  const base = target.replace(/\.(ts|js)$/, '');
  if (!base.startsWith(WEB_SHARED_DIR) || base.slice(WEB_SHARED_DIR.length).includes('/')) return false;
  const file = path.join(root, `${base}.ts`);
  return existsSync(file) && importsOf(readFileSync(file, 'utf8')).length === 0;
}

// Inside the web app (CONVENTIONS.md, bulletproof-react): the shared code in lib/ and components/
// imports no feature and not app/ (the route table and providers sit above everything); the
// folders of a feature group are features that import each other only through the group's
// `shared` folder (admin's screens are such features, and so are the catalog's admin screens).
const WEB_SRC = 'web/src/';
const WEB_SHARED_LAYERS = ['lib', 'components'];
const FEATURE_GROUPS = ['web/src/features/', 'web/src/features/admin/', 'web/src/features/admin/catalog/'];

/** The folder of `group` that a repo-relative path is in, if it is inside the group. */
const featureIn = (group, rel) => (rel.startsWith(group) && rel.slice(group.length).includes('/') ? rel.slice(group.length).split('/')[0] : undefined);

/** Why a web file importing another web file crosses a boundary, or undefined when it does not. */
function webViolation(fromRel, targetRel) {
  const fromLayer = fromRel.startsWith(WEB_SRC) ? fromRel.slice(WEB_SRC.length).split('/')[0] : undefined;
  const toLayer = targetRel.startsWith(WEB_SRC) ? targetRel.slice(WEB_SRC.length).split('/')[0] : undefined;
  if (WEB_SHARED_LAYERS.includes(fromLayer) && (toLayer === 'features' || toLayer === 'app')) {
    return `web/src/${fromLayer} is shared by the features: it imports no feature and not app/`;
  }
  for (const group of FEATURE_GROUPS) {
    const own = featureIn(group, fromRel);
    const other = featureIn(group, targetRel);
    if (own && other && own !== other && other !== 'shared') {
      return `features do not import each other (${group}${own} → ${group}${other}); what both need goes to ${group}shared, web/src/lib or web/src/components`;
    }
  }
  return undefined;
}

/** Why importing `spec` from `file` crosses a boundary, or undefined when it does not. */
function violation(root, packages, file, spec) {
  const from = areaOfPath(toPosix(path.relative(root, file)));
  let to;
  let target;
  if (spec.startsWith('.')) {
    target = toPosix(path.relative(root, path.resolve(path.dirname(file), spec)));
    to = areaOfPath(target);
  } else if (spec.startsWith('@shop/')) {
    const name = spec.split('/').slice(0, 2).join('/');
    to = name === WEB_SHARED_ALIAS ? 'shared-validation' : (packages.get(name) ?? 'unknown-shop-package');
  } else {
    return undefined; // a third-party package
  }

  if (from === 'web') {
    if (to === 'web') return target === undefined ? undefined : webViolation(toPosix(path.relative(root, file)), target);
    if (to === 'shared-validation') return undefined;
    if (target !== undefined && isImportFreeContract(root, target)) return undefined;
    return `the web app imports no server code (shared rules come from ${WEB_SHARED_ALIAS} and import-free files of ${WEB_SHARED_DIR})`;
  }
  if (to === from) return undefined;
  if (isService(from) && (isService(to) || to === 'gateway' || to === 'web')) return `a service imports only libs/, not ${to}`;
  if (from.startsWith('lib:') && (isService(to) || to === 'gateway' || to === 'web')) return `libs/ never depend on ${to}`;
  if (from === 'gateway' && (isService(to) || to === 'web')) return `the gateway reaches the services over HTTP, it does not import ${to}`;
  return undefined;
}

/** Checks a repository tree; returns the problems found and how many files were read. */
export function checkBoundaries(root) {
  const dirs = [
    ...dirsIn(path.join(root, 'services')).flatMap((s) => [`services/${s}/src`, `services/${s}/test`]),
    ...dirsIn(path.join(root, 'libs')).map((l) => `libs/${l}/src`),
    'gateway/src',
    'gateway/test',
    'web/src',
  ];
  const packages = packageAreas(root);
  const problems = [];
  let files = 0;
  for (const dir of dirs) {
    for (const file of sourceFiles(path.join(root, dir))) {
      files++;
      for (const { spec, line } of importsOf(readFileSync(file, 'utf8'))) {
        const why = violation(root, packages, file, spec);
        if (why) problems.push(`${toPosix(path.relative(root, file))}:${line}: imports '${spec}': ${why}`);
      }
    }
  }
  return { problems, files };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const { problems, files } = checkBoundaries(root);
  if (problems.length) {
    console.error(`boundaries: ${problems.length} import(s) cross an architecture boundary (CONVENTIONS.md):\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`boundaries: ${files} files checked; no service, lib, gateway or web import crosses its boundary`);
}
