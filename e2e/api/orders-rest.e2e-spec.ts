import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { ShopClient } from '../support/http';
import { registerCustomer } from '../support/identity';
import { createCoupon, orderPayload, stockedProduct, syntheticCustomer, variantStock, waitForStock, type StockedProduct } from './orders-support';
import { useShop } from '../support/shop';

// Every product §15 cart, coupon and order route through the gateway: REST shape and refusals.

let customer: ShopClient;
let product: StockedProduct;
const day = 24 * 3600 * 1000;
const FOREIGN = '00000000-0000-4000-8000-000000000000';
const shop = useShop({ signIn: ['admin'] }, async () => {
  customer = (await registerCustomer(shop.api, { name: 'Phạm Quốc Bảo' })).client;
  product = await stockedProduct(shop.api, shop.admin, 30, 150_000);
});

describe('who may call what', () => {
  const customerRoutes: [string, string][] = [
    ['GET', '/api/cart'],
    ['POST', '/api/cart/items'],
    ['PUT', `/api/cart/items/${FOREIGN}`],
    ['DELETE', `/api/cart/items/${FOREIGN}`],
    ['DELETE', '/api/cart'],
    ['POST', '/api/cart/merge'],
    ['POST', '/api/orders'],
    ['GET', '/api/orders/my-orders'],
    ['GET', `/api/orders/${FOREIGN}`],
    ['PUT', `/api/orders/${FOREIGN}/cancel`],
    ['POST', `/api/orders/${FOREIGN}/buy-again`],
    ['POST', `/api/orders/${FOREIGN}/reviews`],
    ['POST', '/api/coupons/validate'],
  ];
  const staffRoutes: [string, string][] = [
    ['GET', '/api/orders'],
    ['PUT', `/api/orders/${FOREIGN}/status`],
    ['GET', '/api/coupons'],
    ['POST', '/api/coupons'],
    ['DELETE', `/api/coupons/${FOREIGN}`],
  ];

  it('answers 401 to a guest on every cart, order and coupon route', async () => {
    for (const [method, path] of [...customerRoutes, ...staffRoutes]) {
      const res = await shop.api.request(method, path, method === 'GET' ? undefined : {});
      assert.equal(res.status, 401, `${method} ${path}: ${JSON.stringify(res.body)}`);
      assert.equal(res.body.success, false);
      assert.equal(res.body.code, 'UNAUTHENTICATED');
    }
  });

  it('answers 403 to a customer on the staff routes', async () => {
    for (const [method, path] of staffRoutes) {
      const res = await customer.request(method, path, method === 'GET' ? undefined : { status: 'confirmed' });
      assert.equal(res.status, 403, `${method} ${path}: ${JSON.stringify(res.body)}`);
      assert.equal(res.body.message, 'Bạn không có quyền thực hiện thao tác này');
    }
  });
});

describe('server cart (product §15 /cart)', () => {
  it('adds, adds up, changes, removes and empties, with fresh catalog data in data.cart.items', async () => {
    const buyer = await syntheticCustomer(shop.api);
    let res = await buyer.post('/api/cart/items', { productId: product.productId, quantity: 2, variant: product.variant });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    res = await buyer.post('/api/cart/items', { productId: product.productId, quantity: 1, variant: product.variant });
    const item = res.body.data.cart.items[0];
    assert.equal(res.body.data.cart.items.length, 1);
    assert.equal(item.quantity, 3);
    assert.equal(item.selected, true);
    assert.equal(item.product._id, product.productId);
    assert.equal(item.product.price, 150_000);
    assert.equal(item.product.originalPrice, 180_000);
    assert.equal(item.product.stock, 30);
    assert.match(item.product.image, /^\/images\//);
    assert.ok(item.product.name.startsWith('Túi đặt hàng'));
    assert.equal(item.variant._id, product.variantId);
    assert.equal(item.variant.color, 'Xanh rêu');

    res = await buyer.put(`/api/cart/items/${product.productId}`, { quantity: 5, variant: product.variant });
    assert.equal(res.body.data.cart.items[0].quantity, 5);
    res = await buyer.put(`/api/cart/items/${product.productId}`, { quantity: 31, variant: product.variant });
    assert.equal(res.status, 409);
    assert.equal(res.body.message, 'Chỉ còn 30 sản phẩm có sẵn');
    res = await buyer.get('/api/cart');
    assert.equal(res.body.data.cart.items[0].quantity, 5);

    res = await buyer.delete(`/api/cart/items/${product.productId}`, { variant: product.variant });
    assert.deepEqual(res.body.data.cart.items, []);
    await buyer.post('/api/cart/items', { productId: product.productId, quantity: 1, variant: product.variant });
    res = await buyer.delete('/api/cart');
    assert.equal(res.status, 200);
    assert.deepEqual((await buyer.get('/api/cart')).body.data.cart.items, []);
  });

  it("refuses more than the stock with 'Chỉ còn N sản phẩm có sẵn' and an unknown product with 404", async () => {
    const buyer = await syntheticCustomer(shop.api);
    let res = await buyer.post('/api/cart/items', { productId: product.productId, quantity: 31, variant: product.variant });
    assert.equal(res.status, 409);
    assert.equal(res.body.message, `Chỉ còn ${await variantStock(shop.api, product)} sản phẩm có sẵn`);
    res = await buyer.post('/api/cart/items', { productId: FOREIGN, quantity: 1 });
    assert.equal(res.status, 404);
    assert.equal(res.body.message, 'Không tìm thấy sản phẩm hoặc sản phẩm đã ngừng bán');
    // A variant the product no longer has (deleted while it sat in a page or a cart): choose again.
    res = await buyer.post('/api/cart/items', { productId: product.productId, quantity: 1, variantId: randomUUID() });
    assert.equal(res.status, 409, JSON.stringify(res.body));
    assert.equal(res.body.code, 'VARIANT_UNAVAILABLE');
    assert.match(res.body.message, /^Sản phẩm ".+" không còn phân loại bạn đã chọn, vui lòng chọn lại$/);
    res = await buyer.post('/api/cart/items', { productId: product.productId, quantity: 0, variant: product.variant });
    assert.equal(res.status, 400);
  });

  it('merges the local cart on sign-in once, whatever the number of tabs (product §5)', async () => {
    const buyer = await syntheticCustomer(shop.api);
    await buyer.post('/api/cart/items', { productId: product.productId, quantity: 1, variant: product.variant });
    const body = { mergeId: randomUUID(), items: [{ productId: product.productId, quantity: 2, variant: product.variant }] };
    const results = await Promise.all([1, 2, 3].map(() => buyer.post('/api/cart/merge', body)));
    assert.deepEqual(
      results.map((r) => r.status),
      [200, 200, 200],
    );
    const cart = (await buyer.get('/api/cart')).body.data.cart;
    assert.equal(cart.items.length, 1);
    assert.equal(cart.items[0].quantity, 3);
  });
});

describe('coupons (product §3, §15)', () => {
  it('validates a coupon against the order amount and never discounts more than it', async () => {
    const coupon = await createCoupon(shop.admin, { code: `ph${Date.now().toString(36)}`, discountType: 'percentage', discountValue: 10, maxDiscount: 25_000 });
    assert.equal(coupon.code, coupon.code.toUpperCase());
    let res = await customer.post('/api/coupons/validate', { code: coupon.code.toLowerCase(), orderAmount: 100_000 });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.data.discount, 10_000);
    assert.equal(res.body.data.coupon.code, coupon.code);
    assert.equal(res.body.message, 'Áp dụng mã giảm giá thành công');
    res = await customer.post('/api/coupons/validate', { code: coupon.code, orderAmount: 1_000_000 });
    assert.equal(res.body.data.discount, 25_000);
    const big = await createCoupon(shop.admin, { discountType: 'fixed', discountValue: 500_000 });
    res = await customer.post('/api/coupons/validate', { code: big.code, orderAmount: 120_000 });
    assert.equal(res.body.data.discount, 120_000);
  });

  it('refuses with a clear message each: unknown, not started, expired, inactive, below minimum, used up', async () => {
    const future = await createCoupon(shop.admin, {
      startDate: new Date(Date.now() + day).toISOString(),
      endDate: new Date(Date.now() + 2 * day).toISOString(),
    });
    const past = await createCoupon(shop.admin, { startDate: new Date(Date.now() - 2 * day).toISOString(), endDate: new Date(Date.now() - day).toISOString() });
    const inactive = await createCoupon(shop.admin, { isActive: false });
    const minimum = await createCoupon(shop.admin, { minOrderValue: 500_000 });
    const usedUp = await createCoupon(shop.admin, { usageLimit: 1 });
    const p = await stockedProduct(shop.api, shop.admin, 5);
    assert.equal((await (await syntheticCustomer(shop.api)).post('/api/orders', orderPayload([{ p, quantity: 1 }], { couponCode: usedUp.code }))).status, 201);
    const cases: [string, string, RegExp][] = [
      ['KHONGCOMA', 'COUPON_NOT_FOUND', /^Mã giảm giá không tồn tại$/],
      [future.code, 'COUPON_NOT_STARTED', /chưa đến thời gian sử dụng/],
      [past.code, 'COUPON_EXPIRED', /^Mã giảm giá đã hết hạn$/],
      [inactive.code, 'COUPON_INACTIVE', /vô hiệu hóa/],
      [minimum.code, 'COUPON_MIN_ORDER', /^Đơn hàng tối thiểu 500\.000\u00a0₫/],
      [usedUp.code, 'COUPON_USED_UP', /^Mã giảm giá đã hết lượt sử dụng$/],
    ];
    for (const [code, expected, message] of cases) {
      const res = await customer.post('/api/coupons/validate', { code, orderAmount: 200_000 });
      assert.ok(res.status === 400 || res.status === 404, `${code}: ${res.status}`);
      assert.equal(res.body.code, expected);
      assert.match(res.body.message, message);
    }
  });

  it('lets staff list, create (product §12 validation, unique code whatever the case) and delete', async () => {
    let res = await shop.admin.post('/api/coupons', { code: 'THIEUNGAY', discountValue: 10 });
    assert.equal(res.status, 400);
    assert.equal(res.body.message, 'Vui lòng nhập mã và thời gian hiệu lực');
    const coupon = await createCoupon(shop.admin, { maxDiscount: '', usageLimit: '' });
    assert.equal(coupon.usageLimit, null);
    assert.equal(coupon.usedCount, 0);
    assert.equal(coupon.isActive, true);
    res = await shop.admin.post('/api/coupons', {
      code: coupon.code.toLowerCase(),
      startDate: new Date().toISOString(),
      endDate: new Date(Date.now() + day).toISOString(),
    });
    assert.equal(res.status, 409);
    res = await shop.admin.get('/api/coupons');
    assert.ok(res.body.data.coupons.some((c: { _id: string }) => c._id === coupon._id));
    res = await shop.admin.delete(`/api/coupons/${coupon._id}`);
    assert.equal(res.status, 200);
    assert.equal(res.body.message, 'Xóa mã giảm giá thành công');
    assert.equal((await shop.admin.delete(`/api/coupons/${coupon._id}`)).status, 404);
  });
});

describe('placing and following an order (product §15 /orders)', () => {
  it('computes every amount on the server and answers data.order (cod: no paymentData)', async () => {
    const buyer = await syntheticCustomer(shop.api);
    await buyer.post('/api/cart/items', { productId: product.productId, quantity: 2, variant: product.variant });
    const coupon = await createCoupon(shop.admin, { discountType: 'fixed', discountValue: 40_000 });
    const res = await buyer.post('/api/orders', orderPayload([{ p: product, quantity: 2 }], { couponCode: coupon.code, subtotal: 1, totalAmount: 1 }));
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.equal(res.body.message, 'Đặt hàng thành công!');
    const order = res.body.data.order;
    assert.equal(res.body.data.paymentData, null);
    assert.match(order.orderNumber, /^DH\d{6,}$/);
    assert.equal(order.status, 'pending');
    assert.equal(order.paymentMethod, 'cod');
    assert.equal(order.paymentStatus, 'unpaid');
    assert.equal(order.isPaid, false);
    assert.equal(order.subtotal, 300_000);
    assert.equal(order.shippingFee, 30_000); // product §7: Hà Nội
    assert.equal(order.totalDiscount, 40_000);
    assert.equal(order.totalAmount, 290_000);
    assert.equal(order.items[0].price, 150_000);
    assert.equal(order.items[0].subtotal, 300_000);
    assert.equal(order.items[0].variant.color, 'Xanh rêu');
    assert.equal(order.items[0].variant.material, 'Canvas');
    assert.deepEqual(order.shippingAddress, {
      fullName: 'Trần Thị Mua',
      phone: '0912345678',
      addressLine: '5 Hàng Bài',
      ward: 'Tràng Tiền',
      district: 'Hoàn Kiếm',
      city: 'Hà Nội',
    });
    assert.equal(order.customerNote, 'Giao giờ hành chính');
    assert.deepEqual(
      order.statusHistory.map((h: { status: string }) => h.status),
      ['pending'],
    );
    assert.deepEqual((await buyer.get('/api/cart')).body.data.cart.items, [], 'the ordered lines left the cart');
  });

  it('refuses an invalid payload with the product §12 messages', async () => {
    const buyer = await syntheticCustomer(shop.api);
    let res = await buyer.post('/api/orders', orderPayload([]));
    assert.equal(res.status, 400);
    assert.equal(res.body.message, 'Giỏ hàng trống');
    res = await buyer.post('/api/orders', orderPayload([{ p: product, quantity: 1 }], { customerInfo: { name: '', email: 'a@b.vn', phone: '0912345678' } }));
    assert.equal(res.body.message, 'Vui lòng nhập họ tên');
    res = await buyer.post('/api/orders', orderPayload([{ p: product, quantity: 1 }], { customerInfo: { name: 'A', email: 'a@b.vn', phone: '12345' } }));
    assert.equal(res.body.message, 'Số điện thoại không hợp lệ');
  });

  it('lists my orders newest first with a status filter, and hides other customers’ orders (404)', async () => {
    const buyer = await syntheticCustomer(shop.api);
    const first = (await buyer.post('/api/orders', orderPayload([{ p: product, quantity: 1 }]))).body.data.order;
    const second = (await buyer.post('/api/orders', orderPayload([{ p: product, quantity: 1 }]))).body.data.order;
    await buyer.put(`/api/orders/${first._id}/cancel`, { reason: 'Tìm được sản phẩm phù hợp hơn' });
    let res = await buyer.get('/api/orders/my-orders');
    assert.deepEqual(
      res.body.data.orders.map((o: { _id: string }) => o._id),
      [second._id, first._id],
    );
    assert.deepEqual(res.body.data.pagination, { page: 1, limit: 2, pages: 1, total: 2 });
    res = await buyer.get('/api/orders/my-orders?status=cancelled');
    assert.deepEqual(
      res.body.data.orders.map((o: { _id: string }) => o._id),
      [first._id],
    );
    res = await buyer.get('/api/orders/my-orders?limit=1&page=2');
    assert.deepEqual(
      res.body.data.orders.map((o: { _id: string }) => o._id),
      [first._id],
    );

    const other = await syntheticCustomer(shop.api);
    for (const r of [await other.get(`/api/orders/${second._id}`), await other.put(`/api/orders/${second._id}/cancel`, { reason: 'x' })]) {
      assert.equal(r.status, 404);
      assert.equal(r.body.message, 'Không tìm thấy đơn hàng');
      assert.equal(JSON.stringify(r.body).includes(second.orderNumber), false);
    }
    assert.equal((await buyer.get(`/api/orders/not-an-id`)).status, 404);
    assert.equal((await shop.admin.get(`/api/orders/${second._id}`)).body.data.order._id, second._id);
  });

  it('cancels with the reason and time, and refuses once the order ships', async () => {
    const buyer = await syntheticCustomer(shop.api);
    const order = (await buyer.post('/api/orders', orderPayload([{ p: product, quantity: 1 }]))).body.data.order;
    let res = await buyer.put(`/api/orders/${order._id}/cancel`, { reason: '' });
    assert.equal(res.status, 400);
    res = await buyer.put(`/api/orders/${order._id}/cancel`, { reason: 'Muốn thay đổi địa chỉ giao hàng' });
    assert.equal(res.status, 200);
    assert.equal(res.body.data.order.status, 'cancelled');
    assert.equal(res.body.data.order.cancelReason, 'Muốn thay đổi địa chỉ giao hàng');
    assert.ok(res.body.data.order.cancelledAt);
    const shipped = (await buyer.post('/api/orders', orderPayload([{ p: product, quantity: 1 }]))).body.data.order;
    assert.equal((await shop.admin.put(`/api/orders/${shipped._id}/status`, { status: 'shipping', trackingNumber: 'GHN1' })).status, 200);
    res = await buyer.put(`/api/orders/${shipped._id}/cancel`, { reason: 'Đổi ý' });
    assert.equal(res.status, 409);
    assert.equal(res.body.code, 'ORDER_NOT_CANCELLABLE');
  });
});

describe('staff order API (product §15 GET /orders, PUT /orders/{id}/status)', () => {
  it('lists 15 a page with filters, and finds an order by number or by the customer name without accents', async () => {
    const buyer = await syntheticCustomer(shop.api);
    const payload = orderPayload([{ p: product, quantity: 1 }], {
      customerInfo: { name: 'Đặng Thị Hồng Nhung', email: 'nhung@example.com', phone: '0987000111' },
    });
    const order = (await buyer.post('/api/orders', payload)).body.data.order;
    let res = await shop.admin.get('/api/orders');
    assert.equal(res.body.data.pagination.limit, 15);
    assert.ok(res.body.data.orders.length <= 15);
    res = await shop.admin.get(`/api/orders?search=${order.orderNumber}`);
    assert.deepEqual(
      res.body.data.orders.map((o: { _id: string }) => o._id),
      [order._id],
    );
    res = await shop.admin.get(`/api/orders?search=${encodeURIComponent('dang thi hong nhung')}`);
    assert.ok(res.body.data.orders.some((o: { _id: string }) => o._id === order._id));
    res = await shop.admin.get('/api/orders?status=pending&paymentStatus=unpaid&paymentMethod=cod&limit=50');
    assert.ok(
      res.body.data.orders.every(
        (o: { status: string; paymentStatus: string; paymentMethod: string }) =>
          o.status === 'pending' && o.paymentStatus === 'unpaid' && o.paymentMethod === 'cod',
      ),
    );
    assert.ok(res.body.data.orders.length > 0);
  });

  it('moves along the state machine, refuses the rest with 409, and a staff cancel returns the stock', async () => {
    const p = await stockedProduct(shop.api, shop.admin, 4);
    const buyer = await syntheticCustomer(shop.api);
    const order = (await buyer.post('/api/orders', orderPayload([{ p, quantity: 3 }]))).body.data.order;
    let res = await shop.admin.put(`/api/orders/${order._id}/status`, { status: 'processing', note: 'Đang đóng gói' });
    assert.equal(res.status, 200);
    assert.equal(res.body.message, 'Cập nhật trạng thái thành công');
    res = await shop.admin.put(`/api/orders/${order._id}/status`, { status: 'confirmed' });
    assert.equal(res.status, 409);
    assert.equal(res.body.message, 'Không thể chuyển đơn hàng từ trạng thái "Đang xử lý" sang "Đã xác nhận"');
    res = await shop.admin.put(`/api/orders/${order._id}/status`, {});
    assert.equal(res.status, 400);
    assert.equal(await variantStock(shop.api, p), 1);
    res = await shop.admin.put(`/api/orders/${order._id}/status`, { status: 'cancelled', note: 'Khách báo hủy qua điện thoại' });
    assert.equal(res.status, 200);
    assert.equal(res.body.data.order.cancelledBy, 'staff');
    await waitForStock(shop.api, p, 4);
    assert.equal((await shop.admin.put(`/api/orders/${order._id}/status`, { status: 'shipping' })).status, 409);
    assert.equal((await shop.admin.put(`/api/orders/${FOREIGN}/status`, { status: 'shipping' })).status, 404);
  });
});

describe('delivered orders: buy again and rate product', () => {
  it('puts the still-on-sale lines back in the cart at today’s price, and rates each product once', async () => {
    const p = await stockedProduct(shop.api, shop.admin, 10, 99_000);
    const buyer = await syntheticCustomer(shop.api);
    const order = (await buyer.post('/api/orders', orderPayload([{ p, quantity: 2 }]))).body.data.order;
    for (const status of ['confirmed', 'shipping', 'delivered'])
      assert.equal((await shop.admin.put(`/api/orders/${order._id}/status`, { status })).status, 200);
    let res = await buyer.post(`/api/orders/${order._id}/buy-again`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.data.added, 1);
    assert.deepEqual(res.body.data.skipped, []);
    assert.equal(res.body.data.cart.items[0].quantity, 2);
    assert.equal(res.body.data.cart.items[0].product.price, 99_000);

    res = await buyer.post(`/api/orders/${order._id}/reviews`, { productId: p.productId, rating: 5, comment: 'Túi rất đẹp, vải dày' });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    res = await buyer.post(`/api/orders/${order._id}/reviews`, { productId: p.productId, rating: 4, comment: 'Lần hai' });
    assert.equal(res.status, 409);
    res = await buyer.post(`/api/orders/${order._id}/reviews`, { productId: p.productId, rating: 6, comment: 'x' });
    assert.equal(res.status, 400);
    const detail = (await buyer.get(`/api/orders/${order._id}`)).body.data.order;
    assert.equal(detail.items[0].reviewed, true);
  });
});
