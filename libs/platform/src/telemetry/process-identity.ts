import path from 'node:path';

/** Where each process answers `/metrics` on a developer machine (a lane adds its offset, scripts/lib/lane.mjs). */
export const LOCAL_METRICS_PORTS: Record<string, number> = {
  gateway: 9464,
  identity: 9465,
  catalog: 9466,
  orders: 9467,
  payments: 9468,
  'payments-worker': 9469,
};

/**
 * The process a script is, read from its path: `services/<name>/dist/src/main.js` is `<name>`,
 * its `worker.js` is `<name>-worker`, `gateway/dist/src/main.js` is `gateway`. The same paths hold
 * in the images, so no setting is needed to tell the processes apart.
 */
export function processName(script: string | undefined): string {
  if (!script) return 'node';
  const parts = path.resolve(script).split(path.sep);
  const dist = parts.lastIndexOf('dist');
  const owner = dist > 0 ? parts[dist - 1] : path.basename(script, '.js');
  const entry = path.basename(script, '.js');
  return entry === 'main' || dist <= 0 ? owner : `${owner}-${entry}`;
}
