import { withCpu } from './lib/cpu';
import { measure, type BenchRow } from './lib/measure';
import { DEMO_CUSTOMER, bearer, signIn } from './lib/shop';

/** Sign-in (argon2 verify on every request) and /me (token verification + one subgraph call). */
export async function runAuthBench({ baseUrl }: { baseUrl: string }): Promise<BenchRow[]> {
  const { token } = await signIn(baseUrl, DEMO_CUSTOMER);
  const rows: BenchRow[] = [];
  rows.push(
    await withCpu('sign-in', () =>
      measure({
        name: 'REST POST /api/auth/login',
        url: `${baseUrl}/api/auth/login`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(DEMO_CUSTOMER),
        connections: 8,
      }),
    ),
  );
  rows.push(
    await measure({
      name: 'REST GET /api/auth/me',
      url: `${baseUrl}/api/auth/me`,
      headers: bearer(token),
    }),
  );
  return rows;
}
