import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { plainText, useStarted, waitFor } from '@shop/testing';
import { LOGIN, registerCustomer, startIdentity, uniqueIp } from './support/identity-app';

// Wrong passwords for one account from many addresses (decision 0107): each address alone stays
// under its own limit, so only a limit per account slows them.

const identity = useStarted(() => startIdentity());

const login = (email: string, password: string, ip: string) => identity.gql(LOGIN, { input: { email, password } }, { ip });
const codeOf = (res: { errors?: { extensions?: { code?: string } }[] }) => res.errors?.[0]?.extensions?.code;
/** The sign-in alerts identity wrote to `to` (no SMTP_URL: var/mail/*.eml). */
const alertsTo = (to: string) =>
  identity
    .mailsTo(to)
    .map(plainText)
    .filter((text) => text.includes('nhiều lần đăng nhập sai'));

describe('wrong passwords for one account from many addresses', () => {
  it('are held past ten, the owner is told once, and the owner gets in again soon', async () => {
    const { email, password } = await registerCustomer(identity);
    const home = uniqueIp();
    assert.equal(codeOf(await login(email, password, home)), undefined);

    for (let i = 0; i < 10; i++) assert.equal(codeOf(await login(email, `doan-sai-${i}`, uniqueIp())), 'INVALID_CREDENTIALS', `guess ${i + 1}`);
    // The eleventh address is as new as the others, and is held all the same.
    assert.equal(codeOf(await login(email, 'doan-sai-10', uniqueIp())), 'RATE_LIMITED');
    assert.equal(codeOf(await login(email, password, uniqueIp())), 'RATE_LIMITED', 'the right password from a new address waits too');

    const [alert] = await waitFor(() => (alertsTo(email).length ? alertsTo(email) : undefined), { what: 'the sign-in alert mail' });
    assert.match(alert, /tối đa 5 phút/);

    // From where the owner signed in before: not held.
    assert.equal(codeOf(await login(email, password, home)), undefined);
    // From anywhere else: after a hold of a second or two.
    const elsewhere = uniqueIp();
    await waitFor(async () => codeOf(await login(email, password, elsewhere)) === undefined, { what: 'the hold to end', intervalMs: 250 });

    // A guess after the hold is held twice as long; the owner was told only once.
    assert.equal(codeOf(await login(email, 'doan-sai-11', uniqueIp())), 'INVALID_CREDENTIALS');
    assert.equal(codeOf(await login(email, 'doan-sai-12', uniqueIp())), 'RATE_LIMITED');
    assert.equal(alertsTo(email).length, 1);
  });

  it('hold an unknown e-mail the same way, so the answer tells nothing about which accounts exist', async () => {
    const email = `khong-co.${Date.now()}@example.com`;
    for (let i = 0; i < 10; i++) assert.equal(codeOf(await login(email, `doan-sai-${i}`, uniqueIp())), 'INVALID_CREDENTIALS');
    assert.equal(codeOf(await login(email, 'doan-sai-10', uniqueIp())), 'RATE_LIMITED');
  });
});
