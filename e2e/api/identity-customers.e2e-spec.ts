import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { registerCustomer } from '../support/identity';
import { useShop } from '../support/shop';

const shop = useShop({ signIn: ['admin', 'seller'] });

describe('GET /api/users (customers for staff)', () => {
  it('answers 401 to a guest and 403 to a customer', async () => {
    const guest = await shop.api.get('/api/users');
    assert.equal(guest.status, 401);
    const { client } = await registerCustomer(shop.api);
    const customer = await client.get('/api/users');
    assert.equal(customer.status, 403);
    assert.equal(customer.body.code, 'FORBIDDEN');
  });

  it('answers data.users and data.pagination, 20 per page, to the shop.admin; 403 to a shop.seller (decision 0430)', async () => {
    const res = await shop.admin.get('/api/users');
    assert.equal(res.status, 200);
    assert.ok(Array.isArray(res.body.data.users));
    assert.ok(res.body.data.users.length <= 20);
    assert.equal(res.body.data.pagination.limit, 20);
    assert.equal(res.body.data.pagination.page, 1);
    assert.deepEqual(Object.keys(res.body.data.users[0]).sort(), ['_id', 'createdAt', 'email', 'isActive', 'name', 'phone', 'role']);
    assert.equal((await shop.seller.get('/api/users')).status, 403);
  });

  it('searches by name, e-mail or phone', async () => {
    const tag = `tim${Date.now().toString(36)}`;
    const byName = await registerCustomer(shop.api, { name: `Hoàng ${tag} Nam` });
    const byPhone = await registerCustomer(shop.api, { phone: `09${String(Date.now()).slice(-8)}` });
    const find = async (q: string) => (await shop.admin.get(`/api/users?search=${encodeURIComponent(q)}`)).body.data.users.map((u: any) => u._id);
    assert.deepEqual(await find(tag.toUpperCase()), [byName.user._id]);
    assert.deepEqual(await find(byName.email), [byName.user._id]);
    assert.deepEqual(await find(byPhone.user.phone), [byPhone.user._id]);
  });

  it('pages with page and limit, and tolerates nonsense values', async () => {
    for (let i = 0; i < 3; i++) await registerCustomer(shop.api);
    const page2 = await shop.admin.get('/api/users?page=2&limit=2');
    assert.equal(page2.body.data.pagination.page, 2);
    assert.equal(page2.body.data.users.length, 2);
    assert.equal(page2.body.data.pagination.pages, Math.ceil(page2.body.data.pagination.total / 2));
    const odd = await shop.admin.get('/api/users?page=abc&limit=-5');
    assert.equal(odd.status, 200);
    assert.equal(odd.body.data.pagination.page, 1);
  });
});
