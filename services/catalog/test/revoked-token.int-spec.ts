import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { SessionVersions, loadPrivateKey, signAccessToken } from '@shop/auth';
import { useStarted } from '@shop/testing';
import { startCatalog } from './support/catalog-app';

// Decision 0421: once identity raises a user's session version (password, lock, role change),
// catalog refuses the older tokens by itself, whatever the gateway did.

let sessions: SessionVersions;
const catalog = useStarted(
  () => startCatalog(),
  async () => {
    sessions = new SessionVersions();
  },
);

after(async () => {
  await sessions.close();
});

describe('a revoked staff token at catalog', () => {
  it('is refused with 401 on staff operations and the upload, and a token of the new version works', async () => {
    const userId = crypto.randomUUID();
    const key = await loadPrivateKey();
    const claims = { id: userId, role: 'admin' as const, email: 'demoted@example.com', name: 'Bị hạ quyền', sessionVersion: 0 };
    const old = await signAccessToken(key, claims);
    const create = (token: string) => catalog.gql(`mutation { createCategory(input: { name: "Thu hồi ${Date.now()}" }) { id } }`, {}, token);
    assert.equal((await create(old)).errors, undefined);

    await sessions.set(userId, 1);
    const refused = await create(old);
    assert.equal(refused.errors?.[0].extensions?.code, 'UNAUTHENTICATED');
    assert.equal(refused.errors?.[0].extensions?.status, 401);
    const upload = await fetch(`${catalog.url}/upload`, { method: 'POST', headers: { authorization: `Bearer ${old}` }, body: new FormData() });
    assert.equal(upload.status, 401);

    assert.equal((await create(await signAccessToken(key, { ...claims, sessionVersion: 1 }))).errors, undefined);
  });
});
