import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { OrderEvents } from '@shop/contracts';
import { stays, useStarted, waitFor } from '@shop/testing';
import { BusProbe } from './support/bus-probe';
import { startCatalog } from './support/catalog-app';
import { applied, createProduct, productState } from './support/products';

const catalog = useStarted(() => startCatalog({ bus: true }));
const orders = useStarted(() => BusProbe.open());

const line = (productId: string, quantity: number, variantId: string | null = null) => ({ productId, variantId, name: 'Balo', quantity, price: 250000 });
const delivered = (orderId: string, lines: ReturnType<typeof line>[]) => ({
  orderId,
  orderNumber: 'DH000042',
  customerId: randomUUID(),
  lines,
  deliveredAt: new Date().toISOString(),
});
const review = (orderId: string, productId: string, rating: number, comment = 'Balo đẹp, giao nhanh') => ({
  reviewId: randomUUID(),
  orderId,
  productId,
  customerId: randomUUID(),
  customerName: 'Trần Thị Bình',
  rating,
  comment,
  reviewedAt: new Date().toISOString(),
});

/** Waits until every listed event id is in the catalog's inbox (its effects commit with it). */
async function settle(...ids: string[]): Promise<void> {
  await waitFor(async () => (await Promise.all(ids.map((id) => applied(catalog, id)))).every(Boolean), { what: 'events applied' });
}

/** A redelivered copy may still be on its way after the first was applied: it must change nothing. */
const staysFor300ms = (check: () => Promise<boolean>, what: string) => stays(check, { forMs: 300, what });

describe('orders.OrderDelivered', () => {
  it("adds each product's delivered quantity to soldCount once per order, however often the order is delivered", async () => {
    const a = await createProduct(catalog, { variants: [{ stock: 10 }, { stock: 10 }] });
    const b = await createProduct(catalog, { stock: 10 });
    const orderId = randomUUID();
    const lines = [line(a.id, 2, a.variants[0].id), line(a.id, 1, a.variants[1].id), line(b.id, 4)];
    const first = orders.publish(OrderEvents.OrderDelivered, delivered(orderId, lines));
    orders.publish(OrderEvents.OrderDelivered, delivered(orderId, lines), first); // redelivered
    const second = orders.publish(OrderEvents.OrderDelivered, delivered(orderId, lines)); // sent again
    await settle(first, second);
    await staysFor300ms(
      async () => (await productState(catalog, a.id)).sold_count === 3 && (await productState(catalog, b.id)).sold_count === 4,
      'sold counts of 3 and 4, the order counted once',
    );
    const other = orders.publish(OrderEvents.OrderDelivered, delivered(randomUUID(), [line(b.id, 1)]));
    await settle(other);
    assert.equal((await productState(catalog, b.id)).sold_count, 5);
  });

  it('ranks best sellers by soldCount', async () => {
    const [low, high] = [await createProduct(catalog, { stock: 1 }), await createProduct(catalog, { stock: 1 })];
    const ids = [
      orders.publish(OrderEvents.OrderDelivered, delivered(randomUUID(), [line(low.id, 1)])),
      orders.publish(OrderEvents.OrderDelivered, delivered(randomUUID(), [line(high.id, 50)])),
    ];
    await settle(...ids);
    const res = await catalog.gql(`{ products(filter: { sortBy: soldCount, order: desc, limit: 100 }) { products { id soldCount } } }`);
    const ranked = res.data.products.products.map((p: { id: string }) => p.id);
    assert.ok(ranked.indexOf(high.id) >= 0 && ranked.indexOf(low.id) >= 0, JSON.stringify(res.errors));
    assert.ok(ranked.indexOf(high.id) < ranked.indexOf(low.id));
  });

  it('ignores a line of a product deleted since the order', async () => {
    const gone = await createProduct(catalog, { stock: 1 });
    const kept = await createProduct(catalog, { stock: 1 });
    await catalog.gql(`mutation ($id: ID!) { deleteProduct(id: $id) }`, { id: gone.id }, catalog.staffToken);
    const id = orders.publish(OrderEvents.OrderDelivered, delivered(randomUUID(), [line(gone.id, 1), line(kept.id, 2)]));
    await settle(id);
    assert.equal((await productState(catalog, kept.id)).sold_count, 2);
  });
});

describe('orders.ProductReviewed', () => {
  it('adds one verified-purchase review per order and product, and the ratings follow exactly', async () => {
    const p = await createProduct(catalog, { stock: 5 });
    const orderId = randomUUID();
    const first = review(orderId, p.id, 4);
    const a = orders.publish(OrderEvents.ProductReviewed, first);
    orders.publish(OrderEvents.ProductReviewed, first, a); // redelivered
    const b = orders.publish(OrderEvents.ProductReviewed, { ...first, reviewId: randomUUID(), rating: 1 }); // the same order and product again
    await settle(a, b);
    await staysFor300ms(async () => (await productState(catalog, p.id)).rating_count === 1, 'one review for the order and product');
    const res = await catalog.gql(`query ($id: ID!) { product(id: $id) { ratings { average count } reviews { name rating comment verifiedPurchase } } }`, {
      id: p.id,
    });
    // Deliveries are handled in parallel, so either of the two may come first; exactly one stays.
    const { ratings, reviews } = res.data.product;
    assert.equal(reviews.length, 1);
    assert.ok([4, 1].includes(reviews[0].rating));
    assert.deepEqual(reviews[0], { name: 'Trần Thị Bình', rating: reviews[0].rating, comment: 'Balo đẹp, giao nhanh', verifiedPurchase: true });
    assert.deepEqual(ratings, { average: reviews[0].rating, count: 1 });
  });

  it('keeps the average and count exact when many orders review one product at once', async () => {
    const p = await createProduct(catalog, { stock: 5 });
    const ratings = [5, 4, 4, 3, 5, 1, 2, 5, 4, 3, 5, 5];
    const ids = ratings.map((r) => orders.publish(OrderEvents.ProductReviewed, review(randomUUID(), p.id, r)));
    await settle(...ids);
    const state = await productState(catalog, p.id);
    assert.equal(state.rating_count, 12);
    assert.equal(state.rating_average, Math.round((ratings.reduce((s, r) => s + r, 0) / ratings.length) * 10) / 10);
  });

  it('keeps a review staff enter apart from verified purchases', async () => {
    const p = await createProduct(catalog, { stock: 5 });
    const res = await catalog.gql(
      `mutation ($id: ID!) { addReview(productId: $id, input: { name: "Cửa hàng", rating: 5, comment: "Nhập tay" }) { ratings { average count } reviews { verifiedPurchase } } }`,
      { id: p.id },
      catalog.staffToken,
    );
    assert.deepEqual(res.data?.addReview, { ratings: { average: 5, count: 1 }, reviews: [{ verifiedPurchase: false }] });
    const id = orders.publish(OrderEvents.ProductReviewed, review(randomUUID(), p.id, 2));
    await settle(id);
    const state = await productState(catalog, p.id);
    assert.deepEqual([state.rating_average, state.rating_count], [3.5, 2]);
  });
});
