import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { demoAccounts } from './demo-accounts';

describe('demo accounts', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('are admin, seller and customer with the README logins by default', () => {
    for (const k of Object.keys(process.env)) if (k.startsWith('DEMO_')) delete process.env[k];
    assert.deepEqual(
      demoAccounts().map((a) => [a.role, a.email, a.password]),
      [
        ['admin', 'admin@example.com', 'admin123'],
        ['seller', 'seller@example.com', 'seller123'],
        ['customer', 'customer@example.com', 'customer123'],
      ],
    );
    assert.equal(demoAccounts()[0].name, 'Quản trị viên');
  });

  it('take their e-mail and password from the environment when set', () => {
    process.env.DEMO_ADMIN_EMAIL = 'Boss@Shop.vn';
    process.env.DEMO_ADMIN_PASSWORD = 's3cret-pass';
    const admin = demoAccounts()[0];
    assert.equal(admin.email, 'boss@shop.vn');
    assert.equal(admin.password, 's3cret-pass');
  });
});
