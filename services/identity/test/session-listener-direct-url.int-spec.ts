import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useStarted, waitFor } from '@shop/testing';
import { startIdentity } from './support/identity-app';

// LISTEN belongs to a session, which a transaction pooler does not keep for its client: the
// session-version listener connects by IDENTITY_DATABASE_DIRECT_URL (decision 0312). Both URLs
// name the test database; their application_name tells the connections apart.

const withName = (url: string, name: string): string => {
  const u = new URL(url);
  u.searchParams.set('application_name', name);
  return u.toString();
};

const identity = useStarted(() =>
  startIdentity((url) => ({
    IDENTITY_DATABASE_URL: withName(url, 'identity-pooled'),
    IDENTITY_DATABASE_DIRECT_URL: withName(url, 'identity-direct'),
  })),
);

describe('the session-version listener and the direct URL', () => {
  it('LISTENs on a connection made by the direct URL', async () => {
    const listening = await waitFor(
      async () => {
        const { rows } = await identity.pool.query<{ name: string }>(
          `SELECT application_name AS name FROM pg_stat_activity WHERE datname = current_database() AND query ILIKE 'LISTEN %'`,
        );
        return rows.length > 0 ? rows.map((r) => r.name) : undefined;
      },
      { what: 'the LISTEN connection' },
    );
    assert.deepEqual(listening, ['identity-direct']);
  });
});
