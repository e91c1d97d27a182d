// `npm run ops:restore-drill`: the restore drill of docs/operations.md "Backups and restore"
// against the shop `npm start` runs from this checkout (its lane's databases and gateway; another
// with RESTORE_DRILL_SOURCE_URL and the <SERVICE>_DATABASE_URL variables). Exit 0 when the shop
// restored from the dumps reads the same as the one dumped. `npm test -- api` runs it too, on the
// tier's own shop (e2e/api/restore-drill.e2e-spec.ts).
import { databaseUrl } from './lib/databases.mjs';
import { dbPart, portOffset } from './lib/lane.mjs';
import { restoreDrill } from './lib/restore-drill.mjs';
import { SERVICES } from './lib/system.mjs';

const source = {
  baseUrl: process.env.RESTORE_DRILL_SOURCE_URL ?? `http://localhost:${8080 + portOffset}`,
  databases: Object.fromEntries(SERVICES.map((s) => [s, process.env[`${s.toUpperCase()}_DATABASE_URL`] ?? databaseUrl(`${dbPart('shop')}_${s}`)])),
};

try {
  const health = await fetch(`${source.baseUrl}/health/ready`, { signal: AbortSignal.timeout(3000) }).catch(() => undefined);
  if (!health?.ok) throw new Error(`no shop answers at ${source.baseUrl}: start it (npm start) or set RESTORE_DRILL_SOURCE_URL`);
  const { problems } = await restoreDrill({ source });
  for (const p of problems) console.error(`  ${p}`);
  process.exit(problems.length ? 1 : 0);
} catch (err) {
  console.error(`restore drill failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
