import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { can, PERMISSIONS, type Permission } from './validation';

const permissions = Object.keys(PERMISSIONS) as Permission[];
const held = (role: string | undefined) => permissions.filter((p) => can(role, p));

describe('the staff permission table (decision 0430)', () => {
  it('gives the admin everything', () => {
    assert.deepEqual(held('admin'), permissions);
  });

  it('gives the seller the daily order and catalogue work, not payments, coupons or customers', () => {
    assert.deepEqual(held('seller'), ['dashboard', 'catalog', 'orders']);
  });

  it('gives a customer, a guest or an unknown role nothing', () => {
    for (const role of ['customer', undefined, '', 'Admin', 'toString']) assert.deepEqual(held(role), [], String(role));
  });
});
