import { measure, type BenchRow } from './lib/measure';

/** Sign-in (argon2 verify on every request) and /me (token verification + one subgraph call). */
export async function runAuthBench({ baseUrl }: { baseUrl: string }): Promise<BenchRow[]> {
  const email = process.env.DEMO_CUSTOMER_EMAIL ?? 'customer@example.com';
  const password = process.env.DEMO_CUSTOMER_PASSWORD ?? 'customer123';
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`bench login failed: ${login.status}`);
  const { data } = (await login.json()) as { data: { token: string } };
  const rows: BenchRow[] = [];
  rows.push(
    await measure({
      name: 'REST POST /api/auth/login',
      url: `${baseUrl}/api/auth/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
      connections: 8,
    }),
  );
  rows.push(
    await measure({
      name: 'REST GET /api/auth/me',
      url: `${baseUrl}/api/auth/me`,
      headers: { authorization: `Bearer ${data.token}` },
    }),
  );
  return rows;
}
