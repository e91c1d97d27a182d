import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Drops and re-creates the given databases so a run starts from nothing. */
export async function recreateDatabases(names, adminUrl = process.env.DATABASE_ADMIN_URL ?? 'postgres://postgres@localhost:5432/postgres') {
  const { Client } = require('pg');
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (const name of names) {
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.query(`CREATE DATABASE "${name}"`);
    }
  } finally {
    await client.end();
  }
}

export function databaseUrl(name, adminUrl = process.env.DATABASE_ADMIN_URL ?? 'postgres://postgres@localhost:5432/postgres') {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
