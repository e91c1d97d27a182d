import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { clientAt, registerCustomer } from '../support/identity';
import { useShop } from '../support/shop';

const shop = useShop();

describe('PUT /api/auth/updateProfile', () => {
  it('changes name and phone, answers data.user, and ignores an e-mail in the body', async () => {
    const { client, email } = await registerCustomer(shop.api);
    const res = await client.put('/api/auth/updateProfile', { name: 'Tên Mới', phone: '0987000111', email: 'hijack@example.com' });
    assert.equal(res.status, 200);
    assert.equal(res.body.data.user.name, 'Tên Mới');
    assert.equal(res.body.data.user.phone, '0987000111');
    assert.equal(res.body.data.user.email, email);
    assert.equal((await client.get('/api/auth/me')).body.data.user.email, email);
  });

  it('answers 400 "Số điện thoại không hợp lệ" for a bad phone', async () => {
    const { client } = await registerCustomer(shop.api);
    const res = await client.put('/api/auth/updateProfile', { phone: '12345' });
    assert.equal(res.status, 400);
    assert.equal(res.body.message, 'Số điện thoại không hợp lệ');
    assert.deepEqual(res.body.errors, { phone: 'Số điện thoại không hợp lệ' });
  });

  it('answers 401 to a guest', async () => {
    assert.equal((await shop.api.put('/api/auth/updateProfile', { name: 'X' })).status, 401);
  });
});

describe('PUT /api/auth/changePassword', () => {
  it('answers 400 "Mật khẩu hiện tại không đúng" for a wrong current password', async () => {
    const { client } = await registerCustomer(shop.api);
    const res = await client.put('/api/auth/changePassword', { currentPassword: 'not-mine-1', newPassword: 'newpass1' });
    assert.equal(res.status, 400);
    assert.equal(res.body.message, 'Mật khẩu hiện tại không đúng');
  });

  it('answers 400 for a new password under 6 characters', async () => {
    const { client, password } = await registerCustomer(shop.api);
    const res = await client.put('/api/auth/changePassword', { currentPassword: password, newPassword: '123' });
    assert.equal(res.status, 400);
    assert.equal(res.body.message, 'Mật khẩu phải có ít nhất 6 ký tự');
  });

  it('signs out every other session: older tokens get 401 on every service, the new token works', async () => {
    const { client, email, password } = await registerCustomer(shop.api);
    const other = (await clientAt(shop.api).post('/api/auth/login', { email, password })).body.data.token;
    const res = await client.put('/api/auth/changePassword', { currentPassword: password, newPassword: 'doi-mat-khau' });
    assert.equal(res.status, 200);
    assert.equal(res.body.success, true);
    const fresh = shop.api.withToken(res.body.data.token);
    for (const old of [client.token!, other]) {
      assert.equal((await shop.api.withToken(old).get('/api/auth/me')).status, 401);
      // orders is another service: it refuses the old token too (session version in Redis)
      assert.equal((await shop.api.withToken(old).graphql('{ shippingFee(city: "Huế") }')).status, 401);
    }
    assert.equal((await fresh.get('/api/auth/me')).status, 200);
    assert.equal((await fresh.graphql('{ shippingFee(city: "Huế") }')).status, 200);
    assert.equal((await clientAt(shop.api).post('/api/auth/login', { email, password: 'doi-mat-khau' })).status, 200);
  });
});

describe('addresses: POST /api/users/addresses, PUT and DELETE /api/users/addresses/{id}', () => {
  const address = (n: number, extra: Record<string, unknown> = {}) => ({
    fullName: `Người Nhận ${n}`,
    phone: '0901234567',
    addressLine: `${n} Trần Hưng Đạo`,
    ward: 'Phường Cửa Nam',
    city: 'Thành phố Hà Nội',
    ...extra,
  });
  const defaults = (list: any[]) => list.filter((a) => a.isDefault).map((a) => a.fullName);

  it('adds addresses and answers data.addresses; the first becomes the default', async () => {
    const { client } = await registerCustomer(shop.api);
    const res = await client.post('/api/users/addresses', address(1));
    assert.equal(res.status, 201);
    assert.equal(res.body.data.addresses.length, 1);
    assert.deepEqual(Object.keys(res.body.data.addresses[0]).sort(), ['_id', 'addressLine', 'city', 'district', 'fullName', 'isDefault', 'phone', 'ward']);
    assert.equal(res.body.data.addresses[0].isDefault, true);
    assert.equal((await client.get('/api/auth/me')).body.data.user.addresses.length, 1);
  });

  it('keeps one default: setting one clears the others; deleting the default promotes another', async () => {
    const { client } = await registerCustomer(shop.api);
    await client.post('/api/users/addresses', address(1));
    await client.post('/api/users/addresses', address(2));
    let list = (await client.post('/api/users/addresses', address(3, { isDefault: true }))).body.data.addresses;
    assert.deepEqual(defaults(list), ['Người Nhận 3']);
    const two = list.find((a: any) => a.fullName === 'Người Nhận 2');
    list = (await client.put(`/api/users/addresses/${two._id}`, address(2, { isDefault: true, district: 'Quận Hoàn Kiếm' }))).body.data.addresses;
    assert.deepEqual(defaults(list), ['Người Nhận 2']);
    assert.equal(list.find((a: any) => a.fullName === 'Người Nhận 2').district, 'Quận Hoàn Kiếm');
    const res = await client.delete(`/api/users/addresses/${two._id}`);
    assert.equal(res.status, 200);
    assert.equal(res.body.data.addresses.length, 2);
    assert.equal(defaults(res.body.data.addresses).length, 1);
  });

  it('answers 400 when full name, phone, address line or city is missing', async () => {
    const { client } = await registerCustomer(shop.api);
    const res = await client.post('/api/users/addresses', { ward: 'Phường 1' });
    assert.equal(res.status, 400);
    assert.deepEqual(Object.keys(res.body.errors).sort(), ['addressLine', 'city', 'fullName', 'phone']);
  });

  it("answers 404 for another customer's address and never changes it", async () => {
    const owner = await registerCustomer(shop.api);
    const intruder = await registerCustomer(shop.api);
    const theirs = (await owner.client.post('/api/users/addresses', address(1))).body.data.addresses[0];
    const put = await intruder.client.put(`/api/users/addresses/${theirs._id}`, address(9));
    const del = await intruder.client.delete(`/api/users/addresses/${theirs._id}`);
    for (const res of [put, del]) {
      assert.equal(res.status, 404);
      assert.equal(res.body.code, 'ADDRESS_NOT_FOUND');
    }
    assert.equal((await intruder.client.delete('/api/users/addresses/not-a-uuid')).status, 404);
    const still = (await owner.client.get('/api/auth/me')).body.data.user.addresses;
    assert.deepEqual(
      still.map((a: any) => a.fullName),
      ['Người Nhận 1'],
    );
  });

  it('answers 401 to a guest', async () => {
    assert.equal((await shop.api.post('/api/users/addresses', address(1))).status, 401);
  });
});
