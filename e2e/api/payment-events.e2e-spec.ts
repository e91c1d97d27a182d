import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { after, describe, it } from 'node:test';
import { waitFor } from '@shop/testing';
import { ShopClient } from '../support/http';
import { clientAt } from '../support/identity';
import { startSecondGateway, type ExtraGateway } from '../support/second-gateway';
import { postSepayTransfer } from '../support/sepay';
import { useShop } from '../support/shop';

// The QR page's push channel, GET /api/orders/{id}/payment-events (decision 0710): only the
// customer who placed the order gets a stream, its first event is the status now, and a payment
// recorded through one gateway replica reaches a stream held by another within a second.

interface Status {
  orderId: string;
  paymentStatus: string;
  isPaid: boolean;
}

let customer: ShopClient;
let other: ShopClient;
let second: ExtraGateway | undefined;
const shop = useShop({ signIn: ['admin'] }, async () => {
  customer = await register();
  other = await register();
});
after(() => second?.stop());

async function register(): Promise<ShopClient> {
  const account = {
    name: 'Khách đẩy',
    email: `push.${Date.now()}.${randomInt(1e6)}@example.com`,
    phone: `09${String(randomInt(1e8)).padStart(8, '0')}`,
    password: 'matkhau123',
  };
  assert.equal((await clientAt(new ShopClient(shop.baseUrl)).post('/api/auth/register', account)).status, 201);
  return (await clientAt(new ShopClient(shop.baseUrl)).login(account.email, account.password)).client;
}

async function placeQrOrder(client: ShopClient): Promise<{ id: string; orderNumber: string; total: number }> {
  const listed = await client.graphql<{ products: { products: { id: string; variants: { id: string; stock: number }[] }[] } }>(
    '{ products(filter: { limit: 50 }) { products { id variants { id stock } } } }',
  );
  const product = listed.body.data!.products.products.find((p) => p.variants.some((v) => v.stock >= 2))!;
  const variant = product.variants.find((v) => v.stock >= 2)!;
  const placed = await client.post('/api/orders', {
    items: [{ productId: product.id, variantId: variant.id, quantity: 1 }],
    customerInfo: { name: 'Khách đẩy', email: 'push@example.com', phone: '0912345678' },
    shippingAddress: { fullName: 'Khách đẩy', phone: '0912345678', addressLine: '1 Lê Lợi', city: 'Hà Nội' },
    shippingMethod: 'standard',
    paymentMethod: 'qr_payment',
  });
  assert.equal(placed.status, 201, JSON.stringify(placed.body));
  const order = placed.body.data.order;
  return { id: order._id, orderNumber: order.orderNumber, total: order.totalAmount };
}

/** An open stream: each status event as it arrives, with the time it arrived. */
async function openStream(baseUrl: string, orderId: string, token: string | undefined) {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/orders/${orderId}/payment-events`, {
    headers: { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    signal: controller.signal,
  });
  const events: { status: Status; at: number }[] = [];
  const waiters: (() => void)[] = [];
  let ended = false;
  if (res.ok && res.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          const blocks = buffer.split('\n\n');
          buffer = blocks.pop() ?? '';
          for (const block of blocks) {
            const data = block.split('\n').find((line) => line.startsWith('data: '));
            if (data) events.push({ status: JSON.parse(data.slice(6)) as Status, at: Date.now() });
          }
          for (const wake of waiters.splice(0)) wake();
        }
      } catch {
        // aborted by the test
      }
      ended = true;
      for (const wake of waiters.splice(0)) wake();
    })();
  }
  const next = async (count: number, timeoutMs: number): Promise<{ status: Status; at: number }> => {
    const deadline = Date.now() + timeoutMs;
    while (events.length < count) {
      if (ended) throw new Error(`the stream ended after ${events.length} event(s)`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no event ${count} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return events[count - 1];
  };
  return { res, next, close: () => controller.abort(), ended: () => ended };
}

describe('the payment push channel', () => {
  it("gives a stream only to the order's customer: another customer, staff and a guest get nothing", async () => {
    const order = await placeQrOrder(customer);
    const foreign = await openStream(shop.baseUrl, order.id, other.token);
    assert.equal(foreign.res.status, 404);
    assert.notEqual(foreign.res.headers.get('content-type'), 'text/event-stream; charset=utf-8');
    const staff = await openStream(shop.baseUrl, order.id, shop.admin.token);
    assert.equal(staff.res.status, 403);
    const guest = await openStream(shop.baseUrl, order.id, undefined);
    assert.equal(guest.res.status, 401);
    const unknown = await openStream(shop.baseUrl, '00000000-0000-4000-8000-000000000000', customer.token);
    assert.equal(unknown.res.status, 404);

    // Another customer's order paid while this customer's stream is open: nothing arrives.
    const theirs = await placeQrOrder(other);
    const mine = await openStream(shop.baseUrl, order.id, customer.token);
    assert.equal(mine.res.status, 200);
    assert.equal((await mine.next(1, 5000)).status.isPaid, false);
    const theirStream = await openStream(shop.baseUrl, theirs.id, other.token);
    await theirStream.next(1, 5000);
    await postSepayTransfer(shop.baseUrl, `DONHANG${theirs.orderNumber}`, theirs.total);
    assert.equal((await theirStream.next(2, 5000)).status.isPaid, true);
    await assert.rejects(mine.next(2, 1000), /no event 2/);
    mine.close();
    theirStream.close();
  });

  it('pushes the payment to a stream on another gateway replica within a second of the webhook', async () => {
    second = await startSecondGateway();
    const order = await placeQrOrder(customer);
    const stream = await openStream(second.baseUrl, order.id, customer.token);
    assert.equal(stream.res.status, 200);
    assert.match(stream.res.headers.get('content-type') ?? '', /^text\/event-stream/);
    assert.deepEqual((await stream.next(1, 5000)).status, { orderId: order.id, paymentStatus: 'pending', isPaid: false });

    const posted = Date.now();
    await postSepayTransfer(shop.baseUrl, `DONHANG${order.orderNumber}`, order.total);
    const paid = await stream.next(2, 5000);
    const took = paid.at - posted;
    console.log(`# payment pushed to the other replica ${took} ms after the webhook was posted`);
    assert.deepEqual(paid.status, { orderId: order.id, paymentStatus: 'paid', isPaid: true });
    assert.ok(took < 1000, `pushed after ${took} ms`);
    stream.close();

    // A page that connects after the payment (a reload, a gateway that came back) learns it at once.
    const late = await openStream(second.baseUrl, order.id, customer.token);
    assert.equal((await late.next(1, 5000)).status.isPaid, true);
    late.close();
  });

  it('ends the stream when its gateway stops, so the page falls back to polling', async () => {
    second ??= await startSecondGateway();
    const order = await placeQrOrder(customer);
    const stream = await openStream(second.baseUrl, order.id, customer.token);
    await stream.next(1, 5000);
    await second.stop();
    second = undefined;
    await assert.rejects(stream.next(2, 5000), /the stream ended/);
    // Polling through a gateway that is still up sees the payment made meanwhile.
    await postSepayTransfer(shop.baseUrl, `DONHANG${order.orderNumber}`, order.total);
    await waitFor(async () => (await customer.get(`/api/orders/${order.id}/payment-status`)).body.data.isPaid === true, {
      timeoutMs: 10_000,
      intervalMs: 200,
      what: 'the polled payment status to turn paid',
    });
  });
});
