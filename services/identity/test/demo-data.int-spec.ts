import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useStarted } from '@shop/testing';
import { DemoDataSeeder } from '../src/demo-data/demo-data.seeder';
import { LOGIN, startIdentity, uniqueIp } from './support/identity-app';

const identity = useStarted(() => startIdentity({ DEMO_SELLER_EMAIL: 'Ban.Hang@Example.com', DEMO_SELLER_PASSWORD: 'seller-from-env' }));

describe('demo data', () => {
  it('seeds admin, seller and customer into an empty database, with their UserRegistered events', async () => {
    assert.equal(await identity.app.get(DemoDataSeeder).seedIfEmpty(), true);
    const { rows } = await identity.pool.query('SELECT name, email, role FROM users ORDER BY email');
    assert.deepEqual(rows, [
      { name: 'Quản trị viên', email: 'admin@example.com', role: 'admin' },
      { name: 'Nhân viên bán hàng', email: 'ban.hang@example.com', role: 'seller' },
      { name: 'Nguyễn Văn Khách', email: 'customer@example.com', role: 'customer' },
    ]);
    const events = await identity.pool.query("SELECT count(*)::int AS n FROM outbox WHERE type = 'identity.UserRegistered'");
    assert.equal(events.rows[0].n, 3);
  });

  it('lets the demo logins sign in, with passwords overridable by env', async () => {
    for (const [email, password, role] of [
      ['admin@example.com', 'admin123', 'admin'],
      ['ban.hang@example.com', 'seller-from-env', 'seller'],
      ['customer@example.com', 'customer123', 'customer'],
    ]) {
      const res = await identity.gql(LOGIN, { input: { email, password } }, { ip: uniqueIp() });
      assert.equal(res.data?.login.user.role, role, `${email}: ${JSON.stringify(res.errors)}`);
    }
  });

  it('does nothing when there are users already (also when two replicas start together)', async () => {
    const seeder = identity.app.get(DemoDataSeeder);
    assert.deepEqual(await Promise.all([seeder.seedIfEmpty(), seeder.seedIfEmpty()]), [false, false]);
    const { rows } = await identity.pool.query('SELECT count(*)::int AS n FROM users');
    assert.equal(rows[0].n, 3);
  });
});
