import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useStarted } from '@shop/testing';
import { LOGIN, registerCustomer, startIdentity } from './support/identity-app';

// Decision 0520: identity's figure of the dashboard, totalCustomers.

const identity = useStarted(() => startIdentity());

const STATS = '{ customerStats { totalCustomers } }';

describe('customer statistics (decision 0520)', () => {
  it('counts customer accounts only, locked ones included, for staff only', async () => {
    const first = await registerCustomer(identity);
    const staff = await registerCustomer(identity);
    await identity.pool.query(`UPDATE users SET role = 'seller' WHERE id = $1`, [staff.user.id]);
    const token = (await identity.gql(LOGIN, { input: { email: staff.user.email, password: staff.password } })).data.login.token as string;

    const count = async () => {
      const res = await identity.gql(STATS, {}, { token });
      assert.equal(res.errors, undefined, JSON.stringify(res.errors));
      return res.data.customerStats.totalCustomers as number;
    };
    const before = await count();
    const { rows } = await identity.pool.query<{ n: string }>(`SELECT count(*) AS n FROM users WHERE role = 'customer'`);
    assert.equal(before, Number(rows[0].n));

    await registerCustomer(identity);
    assert.equal(await count(), before + 1);
    await identity.pool.query(`UPDATE users SET is_active = false WHERE id = $1`, [first.user.id]);
    assert.equal(await count(), before + 1, 'a locked customer still counts');

    assert.equal((await identity.gql(STATS)).errors?.[0].extensions?.code, 'UNAUTHENTICATED');
    const customer = await registerCustomer(identity);
    assert.equal((await identity.gql(STATS, {}, { token: customer.token })).errors?.[0].extensions?.code, 'FORBIDDEN');
  });
});
