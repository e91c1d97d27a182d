import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { registerCustomer } from '../support/identity';
import { postSepayTransfer } from '../support/sepay';
import { useShop } from '../support/shop';
import { scriptsLib, SERVICE_NAMES } from '../support/system';
import { orderPayload, stockedProduct, waitForOrderPaid, waitForStock, type StockedProduct } from './orders-support';

// The restore drill (docs/operations.md "Backups and restore", `npm run ops:restore-drill`): the
// shop under test is dumped with pg_dump, restored into fresh databases, and a second shop started
// on them must read the same orders, payments, stock and customers.

interface Drill {
  restoreDrill(options: {
    source: { baseUrl: string; databases: Record<string, string> };
    copy?: string;
    portShift?: number;
  }): Promise<{ problems: string[]; figures: Record<string, number> }>;
  differences(source: unknown, restored: unknown): string[];
}

let product: StockedProduct;
const orderNumbers: string[] = [];
const shop = useShop({ signIn: ['admin'] }, async () => {
  product = await stockedProduct(shop.api, shop.admin, 20, 150_000);
  const buyer = await registerCustomer(shop.api);
  const place = async (quantity: number, paymentMethod: string) => {
    const res = await buyer.client.post('/api/orders', orderPayload([{ p: product, quantity }], { paymentMethod }));
    assert.equal(res.status, 201, JSON.stringify(res.body));
    orderNumbers.push(res.body.data.order.orderNumber);
    return res.body.data.order as { _id: string; orderNumber: string; totalAmount: number };
  };
  // Delivered by cash, paid by transfer, waiting for a transfer, cancelled: 1 + 2 + 3 units stay sold.
  await place(1, 'cod');
  const paid = await place(2, 'qr_payment');
  await postSepayTransfer(shop.baseUrl, `DONHANG ${paid.orderNumber}`, paid.totalAmount);
  await waitForOrderPaid(shop.admin, paid._id);
  await place(3, 'qr_payment');
  const cancelled = await place(4, 'cod');
  const res = await buyer.client.put(`/api/orders/${cancelled._id}/cancel`, { reason: 'Đặt nhầm màu' });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  await waitForStock(shop.api, product, 20 - 1 - 2 - 3);
});

describe('the restore drill', () => {
  it('restores the dumps of a running shop into a second shop that reads the same orders, payments, stock and customers', async () => {
    const drill = (await scriptsLib('restore-drill.mjs')) as Drill;
    const databases = Object.fromEntries(SERVICE_NAMES.map((s) => [s, process.env[`E2E_${s.toUpperCase()}_DATABASE_URL`]!]));
    const { problems, figures } = await drill.restoreDrill({ source: { baseUrl: shop.baseUrl, databases }, copy: 'restored', portShift: 70 });
    assert.deepEqual(problems, []);
    assert.ok(figures.orders >= orderNumbers.length, JSON.stringify(figures));
    assert.ok(figures['QR payments'] >= 2, JSON.stringify(figures));
    assert.ok(figures.customers >= 1, JSON.stringify(figures));
  });

  it('tells a difference in what the shops read', async () => {
    const { differences } = (await scriptsLib('restore-drill.mjs')) as Drill;
    const source = { orders: [{ orderNumber: 'DH000001', status: 'pending' }], stock: [{ _id: 'a', variants: [{ stock: 5 }] }] };
    assert.deepEqual(differences(source, structuredClone(source)), []);
    assert.deepEqual(differences(source, { ...source, stock: [{ _id: 'a', variants: [{ stock: 4 }] }] }), [
      'stock[0].variants[0].stock: 5 in the source, 4 restored',
    ]);
    assert.deepEqual(differences(source, { ...source, orders: [] }), ['orders: 1 in the source, 0 restored']);
  });
});
