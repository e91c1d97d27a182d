import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import type { Pool } from 'pg';
import { createTestDatabase, createTestPool, type TestDatabase } from '@shop/testing';

export const migrationsFolder = path.join(__dirname, '../../../drizzle');

export interface GqlResult<T = any> {
  status: number;
  data?: T;
  errors?: { message: string; extensions?: { code?: string; status?: number; errors?: Record<string, string> } }[];
}

export interface IdentityUnderTest {
  url: string;
  app: INestApplication;
  pool: Pool;
  varDir: string;
  /** Each call comes from an address of its own unless `ip` says otherwise (rate limits count per address). */
  gql<T = any>(query: string, variables?: Record<string, unknown>, opts?: { token?: string; ip?: string }): Promise<GqlResult<T>>;
  /** The raw mails identity wrote to `to` (no SMTP_URL: var/mail/<time>-<to>.eml), oldest first. */
  mailsTo(to: string): string[];
  close(): Promise<void>;
}

let counter = 0;
/** A unique address for a test-made account (the database is fresh, Redis counters are not). */
export const uniqueEmail = (tag = 'user'): string => `${tag}.${Date.now().toString(36)}.${process.pid}.${counter++}@example.com`;
/** An address of the IPv6 documentation range of our own, so no other test shares our rate-limit counters. */
export const uniqueIp = (): string =>
  `2001:db8::${(process.pid % 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}:${(counter++).toString(16)}`;

/**
 * identity against a fresh database (migrated with the committed migrations), real Redis, and
 * its own var/ directory (keys, mail). The message bus is not started: events stay in the outbox,
 * where the tests look for them, instead of reaching a shop that may be running on this machine.
 * `env` may be a function of the test database's URL.
 */
export async function startIdentity(
  envOrFromUrl: Record<string, string | undefined> | ((databaseUrl: string) => Record<string, string | undefined>) = {},
): Promise<IdentityUnderTest> {
  const db: TestDatabase = await createTestDatabase('identity');
  const env = typeof envOrFromUrl === 'function' ? envOrFromUrl(db.url) : envOrFromUrl;
  const varDir = mkdtempSync(path.join(tmpdir(), 'identity-test-'));
  Object.assign(process.env, {
    IDENTITY_DATABASE_URL: db.url,
    VAR_DIR: varDir,
    PUBLIC_URL: 'http://shop.test',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'error',
    ...env,
  });
  for (const [k, v] of Object.entries(env)) if (v === undefined) delete process.env[k];
  const { ensureLocalKeyPair, signedClientIpHeaders } = await import('@shop/auth');
  const { createServiceApp, runMigrations } = await import('@shop/platform');
  await ensureLocalKeyPair();
  await runMigrations(db.url, migrationsFolder);
  const { AppModule } = await import('../../src/app.module.js');
  const { SessionVersionListener } = await import('../../src/auth/session-version-listener.js');
  const app = await createServiceApp({ service: 'identity', module: AppModule });
  await app.listen(0, '127.0.0.1');
  // As in main.ts: raised session versions (lock, role, password) reach Redis.
  await app.get(SessionVersionListener).start();
  const url = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  const pool = createTestPool(db.url);
  return {
    url,
    app,
    pool,
    varDir,
    async gql(query, variables, opts = {}) {
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
          // As the gateway sends it, signed (decision 0400); a unique address per call unless given.
          ...signedClientIpHeaders(opts.ip ?? uniqueIp()),
        },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await res.json()) as GqlResult;
      return { status: res.status, data: body.data, errors: body.errors };
    },
    mailsTo(to) {
      const dir = path.join(varDir, 'mail');
      if (!existsSync(dir)) return [];
      return readdirSync(dir)
        .filter((f) => f.endsWith(`-${to}.eml`))
        .sort()
        .map((f) => readFileSync(path.join(dir, f), 'utf8'));
    },
    async close() {
      await app.close();
      await pool.end();
      await db.drop();
      rmSync(varDir, { recursive: true, force: true });
    },
  };
}

export const USER_FIELDS = 'id name email phone role isActive createdAt addresses { id fullName phone addressLine ward district city isDefault }';

export const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { token user { ${USER_FIELDS} } } }`;
export const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { token user { ${USER_FIELDS} } } }`;
export const ME = `{ me { ${USER_FIELDS} } }`;

/** Registers a customer and returns its token and user. */
export async function registerCustomer(
  identity: IdentityUnderTest,
  overrides: Partial<{ name: string; email: string; phone: string; password: string }> = {},
): Promise<{ token: string; user: any; email: string; password: string }> {
  const input = { name: 'Nguyễn Thị Lan', email: uniqueEmail(), phone: '0912345678', password: 'matkhau123', ...overrides };
  const res = await identity.gql(REGISTER, { input });
  if (!res.data?.register) throw new Error(`register failed: ${JSON.stringify(res.errors)}`);
  return { token: res.data.register.token, user: res.data.register.user, email: input.email, password: input.password };
}
