import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  ORDER_STATUS_CHART_COLORS,
  ORDER_STATUS_COLORS,
  ORDER_STATUSES,
  customerMayCancel,
  orderStatusLabel,
  paymentMethodLabel,
  shippingMethodLabel,
} from './order-labels';

describe('order labels', () => {
  it('names the six statuses in Vietnamese and shows an unknown one as pending', () => {
    assert.deepEqual(ORDER_STATUSES.map(orderStatusLabel), ['Chờ xác nhận', 'Đã xác nhận', 'Đang xử lý', 'Đang giao', 'Đã giao', 'Đã hủy']);
    for (const unknown of ['lost-in-space', '', null, undefined, 'toString', '__proto__']) assert.equal(orderStatusLabel(unknown), 'Chờ xác nhận');
  });

  it('gives every status its own tag colour, and the chart the same hue (shipping is purple)', () => {
    assert.equal(new Set(Object.values(ORDER_STATUS_COLORS)).size, ORDER_STATUSES.length);
    assert.equal(new Set(Object.values(ORDER_STATUS_CHART_COLORS)).size, ORDER_STATUSES.length);
    assert.equal(ORDER_STATUS_COLORS.shipping, 'purple');
    assert.equal(ORDER_STATUS_CHART_COLORS.shipping, '#722ed1');
  });

  it('lets the customer cancel only pending, confirmed or processing orders', () => {
    assert.deepEqual(ORDER_STATUSES.map(customerMayCancel), [true, true, true, false, false, false]);
    assert.equal(customerMayCancel('toString'), false);
  });

  it('labels the payment and shipping methods, and shows an unknown one as it is', () => {
    assert.equal(paymentMethodLabel('cod'), 'Thanh toán khi nhận hàng (COD)');
    assert.equal(paymentMethodLabel('bank_transfer'), 'Chuyển khoản ngân hàng');
    assert.equal(shippingMethodLabel('express'), 'Giao hàng nhanh');
    assert.equal(paymentMethodLabel('toString'), 'toString');
    assert.equal(shippingMethodLabel('drone'), 'drone');
  });
});
