import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ShopClient } from '../support/http';
import { DEMO, clientAt, registerCustomer } from '../support/identity';
import { startSystem, type RunningSystem } from '../support/system';

let system: RunningSystem;
let api: ShopClient;
let admin: ShopClient;
let seller: ShopClient;

before(async () => {
  system = await startSystem();
  api = new ShopClient(system.baseUrl);
  admin = (await clientAt(api).login(DEMO.admin.email, DEMO.admin.password)).client;
  seller = (await clientAt(api).login(DEMO.seller.email, DEMO.seller.password)).client;
});
after(() => system.stop());

describe('GET /api/users (customers for staff)', () => {
  it('answers 401 to a guest and 403 to a customer', async () => {
    const guest = await api.get('/api/users');
    assert.equal(guest.status, 401);
    const { client } = await registerCustomer(api);
    const customer = await client.get('/api/users');
    assert.equal(customer.status, 403);
    assert.equal(customer.body.code, 'FORBIDDEN');
  });

  it('answers data.users and data.pagination, 20 per page, to the admin; 403 to a seller (decision 0430)', async () => {
    const res = await admin.get('/api/users');
    assert.equal(res.status, 200);
    assert.ok(Array.isArray(res.body.data.users));
    assert.ok(res.body.data.users.length <= 20);
    assert.equal(res.body.data.pagination.limit, 20);
    assert.equal(res.body.data.pagination.page, 1);
    assert.deepEqual(Object.keys(res.body.data.users[0]).sort(), ['_id', 'createdAt', 'email', 'isActive', 'name', 'phone', 'role']);
    assert.equal((await seller.get('/api/users')).status, 403);
  });

  it('searches by name, e-mail or phone', async () => {
    const tag = `tim${Date.now().toString(36)}`;
    const byName = await registerCustomer(api, { name: `Hoàng ${tag} Nam` });
    const byPhone = await registerCustomer(api, { phone: `09${String(Date.now()).slice(-8)}` });
    const find = async (q: string) => (await admin.get(`/api/users?search=${encodeURIComponent(q)}`)).body.data.users.map((u: any) => u._id);
    assert.deepEqual(await find(tag.toUpperCase()), [byName.user._id]);
    assert.deepEqual(await find(byName.email), [byName.user._id]);
    assert.deepEqual(await find(byPhone.user.phone), [byPhone.user._id]);
  });

  it('pages with page and limit, and tolerates nonsense values', async () => {
    for (let i = 0; i < 3; i++) await registerCustomer(api);
    const page2 = await admin.get('/api/users?page=2&limit=2');
    assert.equal(page2.body.data.pagination.page, 2);
    assert.equal(page2.body.data.users.length, 2);
    assert.equal(page2.body.data.pagination.pages, Math.ceil(page2.body.data.pagination.total / 2));
    const odd = await admin.get('/api/users?page=abc&limit=-5');
    assert.equal(odd.status, 200);
    assert.equal(odd.body.data.pagination.page, 1);
  });
});
