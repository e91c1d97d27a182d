// The expand/contract rule for the committed migrations (decision 0310): during a rolling update
// the pods of the release before run on the new schema, so a migration may only add what old
// code ignores. This check refuses, in services/*/drizzle/*.sql, what old code would trip on:
//   DROP TABLE / COLUMN / SCHEMA / TYPE, any RENAME, a column's type changed (ALTER ... TYPE),
//   SET NOT NULL (unless the same statement gives the column a DEFAULT), and ADD COLUMN ... NOT
//   NULL without a DEFAULT,
// unless the file says why it is safe on a line of its own:
//   -- expand-contract: <why: e.g. the release before stopped reading it (1.4.0)>
//
//   npm run migrations:check [-- <file.sql> ...]   exit 0, or 1 naming each statement refused
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, '..');

/** The justification marker: `-- expand-contract:` and at least a few words of reason. */
const MARKER = /^[ \t]*--[ \t]*expand-contract:[ \t]*(\S.{9,})$/m;

/** The statements of a migration, comments and dollar-quoted bodies (functions) blanked out. */
export function statements(sql) {
  const code = sql
    .replace(/\$([A-Za-z_]*)\$[\s\S]*?\$\1\$/g, "''")
    .replace(/--[^\n]*/g, '')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/'(?:[^']|'')*'/g, "''");
  return code
    .split(';')
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

const RULES = [
  { why: 'drops a table', test: (s) => /^DROP TABLE\b/i.test(s) },
  { why: 'drops a column', test: (s) => /^ALTER TABLE\b.*\bDROP (COLUMN\b|(?!CONSTRAINT\b|DEFAULT\b|NOT NULL\b|IDENTITY\b|EXPRESSION\b)"?\w)/i.test(s) },
  { why: 'drops a schema', test: (s) => /^DROP SCHEMA\b/i.test(s) },
  { why: 'drops a type', test: (s) => /^DROP TYPE\b/i.test(s) },
  { why: 'renames', test: (s) => /\bRENAME\b/i.test(s) },
  { why: "changes a column's type", test: (s) => /^ALTER TABLE\b.*\bALTER (COLUMN )?"?\w+"? (SET DATA )?TYPE\b/i.test(s) },
  {
    why: 'makes a column NOT NULL that old code may leave empty',
    test: (s) =>
      [...s.matchAll(/\bALTER (?:COLUMN )?("?\w+"?) SET NOT NULL\b/gi)].some(
        ([, column]) => !new RegExp(`\\bALTER (?:COLUMN )?${column.replace(/"/g, '"?')} SET DEFAULT\\b`, 'i').test(s),
      ),
  },
  {
    why: 'adds a NOT NULL column without a DEFAULT (the release before inserts rows without it)',
    test: (s) =>
      /^ALTER TABLE\b/i.test(s) &&
      s.split(/,\s*(?=ADD\b)/i).some((part) => /\bADD (COLUMN )?/i.test(part) && /\bNOT NULL\b/i.test(part) && !/\bDEFAULT\b/i.test(part)),
  },
];

/** What a migration does that breaks the code of the release before, and the file's justification if any. */
export function checkMigration(sql) {
  const findings = [];
  for (const statement of statements(sql)) {
    for (const rule of RULES) if (rule.test(statement)) findings.push({ statement: statement.slice(0, 160), why: rule.why });
  }
  return { findings, justification: MARKER.exec(sql)?.[1]?.trim() };
}

/** Every committed migration of every service. */
export function migrationFiles(base = root) {
  const services = path.join(base, 'services');
  return readdirSync(services)
    .map((s) => path.join(services, s, 'drizzle'))
    .filter((d) => existsSync(d))
    .flatMap((d) =>
      readdirSync(d)
        .filter((f) => f.endsWith('.sql'))
        .sort()
        .map((f) => path.join(d, f)),
    );
}

export function checkMigrations(files) {
  const problems = [];
  const justified = [];
  for (const file of files) {
    const { findings, justification } = checkMigration(readFileSync(file, 'utf8'));
    const rel = path.relative(root, file);
    if (!findings.length) continue;
    if (justification) justified.push(`${rel}: ${findings.map((f) => f.why).join(', ')}, because ${justification}`);
    else for (const f of findings) problems.push(`${rel}: ${f.why}: ${f.statement}`);
  }
  return { problems, justified };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const files = args.length ? args.map((f) => path.resolve(f)) : migrationFiles();
  const { problems, justified } = checkMigrations(files);
  for (const j of justified) console.log(`allowed: ${j}`);
  if (problems.length) {
    console.error(
      `${problems.length} migration statement(s) break the release before during a rolling update (decision 0310):\n  ${problems.join('\n  ')}\n` +
        'Split it: add now, stop using in this release, drop or tighten in the next; or, if it is safe, say why in the file:\n' +
        '  -- expand-contract: <why>',
    );
    process.exit(1);
  }
  console.log(`${files.length} migration(s) follow the expand/contract rule`);
}
