import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PasswordHasher } from './passwords';

describe('password hashing', () => {
  const hasher = new PasswordHasher();

  it('stores argon2id hashes, salted: the same password never hashes the same twice', async () => {
    const [a, b] = await Promise.all([hasher.hash('matkhau123'), hasher.hash('matkhau123')]);
    assert.match(a, /^\$argon2id\$/);
    assert.notEqual(a, b);
    assert.ok(!a.includes('matkhau123'));
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hasher.hash('matkhau123');
    assert.equal(await hasher.verify(hash, 'matkhau123'), true);
    assert.equal(await hasher.verify(hash, 'matkhau124'), false);
  });

  it('treats a malformed stored hash as a mismatch instead of failing', async () => {
    assert.equal(await hasher.verify('not-a-hash', 'anything'), false);
  });

  it('still does the work of one verification when there is no account, and refuses', async () => {
    const started = performance.now();
    assert.equal(await hasher.verifyOrWaste(undefined, 'anything'), false);
    assert.ok(performance.now() - started > 5, 'an argon2 verification took place');
  });

  it('gives accounts from an external sign-in a password nobody knows', async () => {
    const hash = await hasher.unusable();
    assert.match(hash, /^\$argon2id\$/);
    assert.equal(await hasher.verify(hash, ''), false);
  });
});
