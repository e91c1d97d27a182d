import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { registerCustomer } from '../support/identity';
import { useShop } from '../support/shop';

const shop = useShop();

const wardsOf = async (province: string) => shop.api.get(`/api/provinces/wards?province=${encodeURIComponent(province)}`);

describe('GET /api/provinces/wards: the 2025 wards and communes of a province', () => {
  it('answers the wards of one of the 34 provinces, to anyone', async () => {
    const res = await wardsOf('Thành phố Hà Nội');
    assert.equal(res.status, 200);
    assert.ok(res.body.data.wards.includes('Phường Ba Đình'));
    assert.ok(!res.body.data.wards.includes('Phường Sài Gòn'));
    assert.ok((await wardsOf('Thành phố Hồ Chí Minh')).body.data.wards.includes('Phường Sài Gòn'));
  });

  it('answers no wards for a merged-away province or any other text', async () => {
    assert.deepEqual((await wardsOf('Bình Dương')).body.data.wards, []);
    const none = await shop.api.get('/api/provinces/wards');
    assert.equal(none.status, 200);
    assert.deepEqual(none.body.data.wards, []);
  });

  it('an address picked province then ward is saved without a district, and the saved ones come default first', async () => {
    const { client } = await registerCustomer(shop.api);
    const [ward] = (await wardsOf('Thành phố Hồ Chí Minh')).body.data.wards;
    const first = { fullName: 'Người Nhận 1', phone: '0901234567', addressLine: '12 Lê Lợi', ward, city: 'Thành phố Hồ Chí Minh' };
    const second = { ...first, fullName: 'Người Nhận 2', addressLine: '3 Nguyễn Huệ', isDefault: true };
    assert.equal((await client.post('/api/users/addresses', first)).status, 201);
    assert.equal((await client.post('/api/users/addresses', second)).status, 201);
    const saved = (await client.get('/api/auth/me')).body.data.user.addresses;
    assert.deepEqual(
      saved.map((a: any) => [a.fullName, a.isDefault, a.ward, a.district]),
      [
        ['Người Nhận 2', true, ward, null],
        ['Người Nhận 1', false, ward, null],
      ],
    );
  });
});
