import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useStarted } from '@shop/testing';
import { CouponsService } from '../src/coupons/coupons.service';
import { DemoCouponsSeeder } from '../src/coupons/demo-coupons.seeder';
import { startOrdersApp } from './support/orders-app';

// decision 0003: a fresh `npm start` has coupons to check out with; seeded once, only when empty.

let seeder: DemoCouponsSeeder;
let coupons: CouponsService;
const t = useStarted(
  () => startOrdersApp('demo_coupons'),
  async () => {
    seeder = t.app.get(DemoCouponsSeeder);
    coupons = t.app.get(CouponsService);
  },
);

describe('demo coupons', () => {
  it('seeds the two demo coupons once, even when replicas start together', async () => {
    const results = await Promise.all([seeder.seedIfEmpty(), seeder.seedIfEmpty(), seeder.seedIfEmpty()]);
    assert.deepEqual(
      results.filter((r) => r),
      [true],
    );
    assert.deepEqual((await coupons.list()).map((c) => c.code).sort(), ['CHAOBAN', 'GIAM30K']);
    assert.equal(await seeder.seedIfEmpty(), false);
    assert.equal((await coupons.list()).length, 2);
  });

  it('gives the advertised discounts today', async () => {
    assert.equal((await coupons.validate('chaoban', 200_000)).discount, 20_000);
    assert.equal((await coupons.validate('CHAOBAN', 900_000)).discount, 50_000);
    assert.equal((await coupons.validate('GIAM30K', 300_000)).discount, 30_000);
    await assert.rejects(coupons.validate('GIAM30K', 299_000), /300\.000|tối thiểu/);
  });

  it('never seeds a table that has coupons', async () => {
    for (const c of await coupons.list()) await coupons.remove(c.id);
    await coupons.create({ code: 'RIENG', startDate: new Date(Date.now() - 1000), endDate: new Date(Date.now() + 86_400_000) });
    assert.equal(await seeder.seedIfEmpty(), false);
    assert.deepEqual(
      (await coupons.list()).map((c) => c.code),
      ['RIENG'],
    );
  });
});
