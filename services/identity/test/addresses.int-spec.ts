import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useStarted } from '@shop/testing';
import { ME, registerCustomer, startIdentity } from './support/identity-app';

const identity = useStarted(() => startIdentity());

const FIELDS = 'id fullName phone addressLine ward district city isDefault';
const ADD = `mutation ($input: AddressInput!) { addAddress(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: AddressInput!) { updateAddress(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deleteAddress(id: $id) { ${FIELDS} } }`;

const address = (n: number, extra: Record<string, unknown> = {}) => ({
  fullName: `Người nhận ${n}`,
  phone: '0912345678',
  addressLine: `${n} Lê Lợi`,
  ward: 'Phường Bến Thành',
  city: 'Thành phố Hồ Chí Minh',
  ...extra,
});

type Address = { id: string; isDefault: boolean; fullName: string; ward: string | null; district: string | null };

async function add(token: string, input: Record<string, unknown>): Promise<Address[]> {
  const res = await identity.gql(ADD, { input }, { token });
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.addAddress;
}

const defaults = (list: Address[]) => list.filter((a) => a.isDefault).map((a) => a.fullName);

describe('addresses', () => {
  it('makes the first address the default even when not asked, and answers the whole list', async () => {
    const { token } = await registerCustomer(identity);
    const list = await add(token, address(1, { isDefault: false }));
    assert.equal(list.length, 1);
    assert.equal(list[0].isDefault, true);
    assert.equal(list[0].ward, 'Phường Bến Thành');
    assert.equal(list[0].district, null);
  });

  it('keeps at most one default: choosing a new one clears the others', async () => {
    const { token } = await registerCustomer(identity);
    await add(token, address(1));
    let list = await add(token, address(2));
    assert.deepEqual(defaults(list), ['Người nhận 1']);
    list = await add(token, address(3, { isDefault: true }));
    assert.deepEqual(defaults(list), ['Người nhận 3']);
    assert.equal(list[0].fullName, 'Người nhận 3', 'the default comes first');
    const second = list.find((a) => a.fullName === 'Người nhận 2')!;
    list = (await identity.gql(UPDATE, { id: second.id, input: address(2, { isDefault: true }) }, { token })).data.updateAddress;
    assert.deepEqual(defaults(list), ['Người nhận 2']);
  });

  it('updates the fields of an address', async () => {
    const { token } = await registerCustomer(identity);
    const [a] = await add(token, address(1));
    const res = await identity.gql(UPDATE, { id: a.id, input: { ...address(1), fullName: 'Tên mới', ward: null, district: 'Quận 1' } }, { token });
    assert.equal(res.data.updateAddress[0].fullName, 'Tên mới');
    assert.equal(res.data.updateAddress[0].ward, null);
    assert.equal(res.data.updateAddress[0].district, 'Quận 1');
    assert.equal(res.data.updateAddress[0].isDefault, true);
  });

  it('promotes another address when the default is deleted', async () => {
    const { token } = await registerCustomer(identity);
    await add(token, address(1));
    await add(token, address(2));
    const list = await add(token, address(3));
    const first = list.find((a) => a.isDefault)!;
    const after = (await identity.gql(DELETE, { id: first.id }, { token })).data.deleteAddress;
    assert.equal(after.length, 2);
    assert.deepEqual(defaults(after), ['Người nhận 3']);
  });

  it('shows the addresses on me', async () => {
    const { token } = await registerCustomer(identity);
    await add(token, address(1));
    const me = await identity.gql(ME, {}, { token });
    assert.equal(me.data.me.addresses.length, 1);
  });

  it('answers 404 for another customer address, and leaves it untouched', async () => {
    const owner = await registerCustomer(identity);
    const intruder = await registerCustomer(identity);
    const [theirs] = await add(owner.token, address(1));
    for (const res of [
      await identity.gql(UPDATE, { id: theirs.id, input: address(9) }, { token: intruder.token }),
      await identity.gql(DELETE, { id: theirs.id }, { token: intruder.token }),
    ]) {
      assert.equal(res.errors?.[0].extensions?.code, 'ADDRESS_NOT_FOUND');
      assert.equal(res.errors?.[0].extensions?.status, 404);
    }
    const mine = await identity.gql(ME, {}, { token: owner.token });
    assert.equal(mine.data.me.addresses[0].fullName, 'Người nhận 1');
  });

  it('answers 404, not a crash, for an id that is not an id', async () => {
    const { token } = await registerCustomer(identity);
    const res = await identity.gql(DELETE, { id: "1' OR '1'='1" }, { token });
    assert.equal(res.errors?.[0].extensions?.status, 404);
  });

  it('requires full name, phone, address line and city', async () => {
    const { token } = await registerCustomer(identity);
    const res = await identity.gql(ADD, { input: { fullName: ' ', phone: '', addressLine: '', city: '' } }, { token });
    assert.equal(res.errors?.[0].extensions?.code, 'VALIDATION_FAILED');
    assert.deepEqual(Object.keys(res.errors?.[0].extensions?.errors ?? {}).sort(), ['addressLine', 'city', 'fullName', 'phone']);
  });

  it('refuses a guest with 401', async () => {
    const res = await identity.gql(ADD, { input: address(1) });
    assert.equal(res.errors?.[0].extensions?.status, 401);
  });

  it('caps the address book at 20 addresses', async () => {
    const { token } = await registerCustomer(identity);
    for (let i = 0; i < 20; i++) await add(token, address(i));
    const res = await identity.gql(ADD, { input: address(21) }, { token });
    assert.equal(res.errors?.[0].extensions?.code, 'ADDRESS_LIMIT_REACHED');
    assert.equal(res.errors?.[0].message, 'Bạn chỉ có thể lưu tối đa 20 địa chỉ');
  });

  it('keeps exactly one default when many addresses are added at once', async () => {
    const { token } = await registerCustomer(identity);
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => identity.gql(ADD, { input: address(i, { isDefault: i % 2 === 0 }) }, { token })));
    assert.ok(
      results.every((r) => !r.errors),
      JSON.stringify(results.find((r) => r.errors)?.errors),
    );
    const me = await identity.gql(ME, {}, { token });
    assert.equal(me.data.me.addresses.length, 8);
    assert.equal(me.data.me.addresses.filter((a: Address) => a.isDefault).length, 1);
  });
});
