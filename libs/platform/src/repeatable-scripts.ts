import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { ClientBase } from 'pg';

/**
 * SQL that defines behaviour rather than data (a function, a view), kept beside the code that
 * calls it and applied again whenever its text changes (decision 0012). `name` identifies it in
 * `repeatable_scripts` for good: renaming the file keeps its name.
 */
export interface RepeatableScript {
  name: string;
  file: string;
}

/** The migrations' advisory lock: replicas that start together migrate one after the other. */
export const MIGRATION_LOCK = 727274;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Applies, in the given order, each script whose text differs from the one last applied under its
 * name, and records the new text's hash: all of them in one transaction, under the migrations'
 * advisory lock, so a script that fails leaves the database as it was and two replicas starting
 * at once apply a changed script once. Answers the names applied.
 */
export async function applyRepeatableScripts(client: ClientBase, scripts: RepeatableScript[]): Promise<string[]> {
  const sources = scripts.map((s) => ({ name: s.name, text: readFileSync(s.file, 'utf8') }));
  const applied: string[] = [];
  await client.query('BEGIN');
  try {
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(`CREATE TABLE IF NOT EXISTS repeatable_scripts (
      name text PRIMARY KEY, sha256 text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
    const known = await client.query<{ name: string; sha256: string }>('SELECT name, sha256 FROM repeatable_scripts');
    const hashes = new Map(known.rows.map((r) => [r.name, r.sha256]));
    for (const { name, text } of sources) {
      const hash = sha256(text);
      if (hashes.get(name) === hash) continue;
      await client.query(text);
      await client.query(
        `INSERT INTO repeatable_scripts (name, sha256) VALUES ($1, $2)
         ON CONFLICT (name) DO UPDATE SET sha256 = EXCLUDED.sha256, applied_at = now()`,
        [name, hash],
      );
      applied.push(name);
    }
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  }
  return applied;
}
