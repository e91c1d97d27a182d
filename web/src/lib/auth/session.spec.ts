import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { homePathFor, isStaffRole, parseSession, parseSessionUser, pathAfterSignIn, safeReturnPath, SIGNED_OUT } from './session.logic.js';

describe('local session', () => {
  const user = { id: 'u1', name: 'Lan', email: 'lan@example.com', phone: '0912345678', role: 'customer' };

  it('keeps a stored token with a stored user', () => {
    assert.deepEqual(parseSession('t', user), { token: 't', user });
  });

  it('accepts a user stored with the REST facade id (_id)', () => {
    const { id, ...rest } = user;
    assert.equal(parseSessionUser({ ...rest, _id: id })?.id, 'u1');
  });

  it('is signed out when either part is missing or malformed', () => {
    assert.deepEqual(parseSession(null, user), SIGNED_OUT);
    assert.deepEqual(parseSession('t', null), SIGNED_OUT);
    assert.deepEqual(parseSession('t', { name: 'x' }), SIGNED_OUT);
    assert.deepEqual(parseSession('t', 'nonsense'), SIGNED_OUT);
  });

  it('sends staff to /admin and everyone else to / after signing in', () => {
    assert.equal(homePathFor({ role: 'admin' }), '/admin');
    assert.equal(homePathFor({ role: 'seller' }), '/admin');
    assert.equal(homePathFor({ role: 'customer' }), '/');
    assert.equal(homePathFor(null), '/');
    assert.equal(isStaffRole(undefined), false);
  });

  it('comes back only to local paths after signing in, staff always to /admin', () => {
    assert.equal(safeReturnPath('/checkout'), '/checkout');
    assert.equal(safeReturnPath('//evil.example'), null);
    assert.equal(safeReturnPath('/\\evil.example'), null);
    assert.equal(safeReturnPath('https://evil.example'), null);
    assert.equal(safeReturnPath(null), null);
    assert.equal(pathAfterSignIn({ role: 'customer' }, '/checkout'), '/checkout');
    assert.equal(pathAfterSignIn({ role: 'customer' }, 'https://evil.example'), '/');
    assert.equal(pathAfterSignIn({ role: 'admin' }, '/checkout'), '/admin');
  });
});
