import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TEMPORARY_PASSWORD_TTL_MS, temporaryPassword } from './temporary-password';

describe('temporary passwords', () => {
  it('are 10 characters without look-alike letters or digits', () => {
    for (let i = 0; i < 200; i++) assert.match(temporaryPassword(), /^[A-HJ-NP-Za-km-z2-9]{10}$/);
  });

  it('are random: a thousand draws never repeat', () => {
    const seen = new Set(Array.from({ length: 1000 }, () => temporaryPassword()));
    assert.equal(seen.size, 1000);
  });

  it('are valid for 15 minutes', () => {
    assert.equal(TEMPORARY_PASSWORD_TTL_MS, 900_000);
  });
});
