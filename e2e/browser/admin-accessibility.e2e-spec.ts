import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { waitFor } from '@shop/testing';
import { orderPayload, stockedProduct, syntheticCustomer, waitForOrderPaid } from '../api/orders-support';
import { postSepayTransfer } from '../support/sepay';
import { useShop } from '../support/shop';
import { openStaff, screenshotOnFailure } from './support/admin';
import { ADMIN_PAGE_STATES, NOT_ALLOWED_STATE, type AdminFixtures } from './support/admin-pages';
import { assertNone, axeViolations, type AxeViolation } from './support/axe';
import { createCoupon, deliver } from './support/orders';
import { DESKTOP, PHONE } from './support/session';
import { foreignNames, makeToteWithColours } from './support/shop-polish';

// The back office has no serious or critical axe violation on any of its screens, at a phone's and
// a desktop's width, as the admin and as the seller (decision 0530): contrast, names, keyboard reach;
// and no name read out in English.

let made: AdminFixtures | undefined;

const shop = useShop({ signIn: ['admin'] }, async () => {
  const tote = await makeToteWithColours(shop.baseUrl, `Túi tote kiểm tra trợ năng ${Date.now()}`);
  const product = await stockedProduct(shop.api, shop.admin, 40, 95_000);
  const buyer = await syntheticCustomer(shop.api);
  const placed = await buyer.post('/api/orders', orderPayload([{ p: product, quantity: 1 }]));
  assert.equal(placed.status, 201, JSON.stringify(placed.body));
  const order = placed.body.data.order as { _id: string; orderNumber: string };
  // a paid QR order its customer cancelled: the money owed is listed in 'Cần hoàn tiền'
  const paid = await buyer.post('/api/orders', orderPayload([{ p: product, quantity: 1 }], { paymentMethod: 'qr_payment' }));
  assert.equal(paid.status, 201, JSON.stringify(paid.body));
  const refunded = paid.body.data.order as { _id: string; orderNumber: string; totalAmount: number };
  await postSepayTransfer(shop.baseUrl, `DONHANG ${refunded.orderNumber}`, refunded.totalAmount);
  await waitForOrderPaid(buyer, refunded._id);
  assert.equal((await buyer.put(`/api/orders/${refunded._id}/cancel`, { reason: 'Đặt nhầm' })).status, 200);
  await waitFor(async () => ((await shop.admin.get('/api/payments/refunds')).body.data.refunds as unknown[]).length > 0, {
    timeoutMs: 15_000,
    intervalMs: 200,
    what: 'a refund owed',
  });
  // more orders than a page holds, one of them delivered: the lists' page buttons and the
  // dashboard's best sellers are on screen, as in a shop with a history
  for (let i = 0; i < 16; i++) {
    const more = await buyer.post('/api/orders', orderPayload([{ p: product, quantity: 1 }]));
    assert.equal(more.status, 201, JSON.stringify(more.body));
    if (i === 0) await deliver(shop.admin, more.body.data.order._id);
  }
  await createCoupon(shop.admin);
  // a transfer naming no order, so the transfers to check are not an empty list
  await postSepayTransfer(shop.baseUrl, `chuyen tien mua tui ${Date.now()}`, 123_000);
  made = { productId: tote.id, orderId: order._id, orderNumber: order.orderNumber };
});

for (const role of ['admin', 'seller'] as const) {
  for (const viewport of [PHONE, DESKTOP]) {
    describe(`back office as ${role} at ${viewport.width}px`, () => {
      it('has no serious or critical accessibility violation on any screen', async () => {
        assert.ok(made, 'fixtures made');
        const staff = await openStaff(shop.baseUrl, role, viewport);
        const found: AxeViolation[] = [];
        let failed = true;
        try {
          const states = [...ADMIN_PAGE_STATES.filter((s) => s.roles.includes(role)), ...(role === 'seller' ? [NOT_ALLOWED_STATE] : [])];
          for (const state of states) {
            await state.open(staff.page, shop.baseUrl, made);
            const where = `${state.name} (${viewport.width}px, ${role})`;
            found.push(...(await axeViolations(staff.page, where)));
            // antd's icons name themselves in English ('search', 'plus'): Vietnamese, or hidden when decorative
            const english = await foreignNames(staff.page);
            for (const target of english)
              found.push({ page: where, rule: 'english-name', impact: 'serious', target, summary: 'a name a screen reader reads in English' });
          }
          assertNone(found);
          failed = false;
        } finally {
          await screenshotOnFailure(staff.page, `admin-accessibility-${role}-${viewport.width}`, failed);
          await staff.close();
        }
      });
    });
  }
}
