// `node scripts/cpu-profile-summary.mjs <file.cpuprofile> [fromSec toSec]`: where a process's CPU
// went, by package, in a window of its V8 CPU profile (e.g. the seconds of one bench row; the busy
// time per 5 s printed first shows where the rows are). Each sample counts for the nearest frame
// above it that belongs to a package or to the shop's code, so Node's internals count for their
// caller. Profiles come from `SHOP_CPU_PROF_DIR=<dir> npm run bench -- …` (decision 0440).
import { readFileSync } from 'node:fs';

const [file, from = '0', to = 'Infinity'] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/cpu-profile-summary.mjs <file.cpuprofile> [fromSec toSec]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parentOf = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n);

/** `pg`, `@opentelemetry/sdk-trace`, `shop:libs/platform`, or null for Node's own frames. */
function partOf(url) {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  const shop = /\/((?:libs|services|gateway)\/[^/]+)\//.exec(url);
  return shop && !url.startsWith('node:') ? `shop:${shop[1]}` : null;
}

const parts = new Map();
const functions = new Map();
const busyPer5s = [];
let clock = 0;
let busy = 0;
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] ?? 0;
  clock += dt;
  const leaf = byId.get(id);
  if (leaf.callFrame.functionName === '(idle)') return;
  const bucket = Math.floor(clock / 5e6);
  busyPer5s[bucket] = (busyPer5s[bucket] ?? 0) + dt;
  const sec = clock / 1e6;
  if (sec < Number(from) || sec >= Number(to)) return;
  busy += dt;
  let frame = leaf;
  let part = null;
  while (frame && !(part = partOf(frame.callFrame.url))) frame = parentOf.get(frame.id);
  part ??= leaf.callFrame.functionName.startsWith('(') ? leaf.callFrame.functionName : 'node';
  parts.set(part, (parts.get(part) ?? 0) + dt);
  if (frame && /^@opentelemetry|^shop:libs\/platform/.test(part)) {
    const key = `${part} ${frame.callFrame.functionName || '(anonymous)'} ${frame.callFrame.url.split('/').pop()}:${frame.callFrame.lineNumber}`;
    functions.set(key, (functions.get(key) ?? 0) + dt);
  }
});

const share = (us) => `${((us / busy) * 100).toFixed(1).padStart(5)}%`;
const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
console.log(`busy s per 5 s: ${Array.from(busyPer5s, (us) => ((us ?? 0) / 1e6).toFixed(1)).join(' ')}`);
const telemetry = [...parts].filter(([p]) => p.startsWith('@opentelemetry')).reduce((sum, [, us]) => sum + us, 0);
console.log(`${(busy / 1e6).toFixed(1)} s busy in the window, ${share(telemetry).trim()} of it in @opentelemetry packages`);
for (const [part, us] of top(parts, 25)) console.log(`${share(us)}  ${part}`);
console.log('telemetry and platform functions:');
for (const [fn, us] of top(functions, 25)) console.log(`${share(us)}  ${fn}`);
