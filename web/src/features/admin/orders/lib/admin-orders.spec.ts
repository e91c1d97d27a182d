import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { orderListQuery, orderStatusOption, parseOrderListParams, paymentCodeLabel, statusUpdateInput, variantText } from './admin-orders.logic.js';

describe('staff order list (product §2)', () => {
  it('reads its filters from the URL, dropping unknown values, and writes them back without defaults', () => {
    const p = parseOrderListParams(new URLSearchParams('search=%20tran%20thi%20&status=shipping&paymentStatus=nope&paymentMethod=cod&page=3'));
    assert.deepEqual(p, { search: 'tran thi', status: 'shipping', paymentStatus: null, paymentMethod: 'cod', page: 3 });
    assert.equal(orderListQuery(p).toString(), 'search=tran+thi&status=shipping&paymentMethod=cod&page=3');
    assert.equal(orderListQuery({ ...p, search: '', status: null, paymentMethod: null, page: 1 }).toString(), '');
    assert.equal(parseOrderListParams(new URLSearchParams('page=-4')).page, 1);
    assert.equal(parseOrderListParams(new URLSearchParams('page=abc')).page, 1);
  });
  it('shows an unknown status as pending', () => {
    assert.equal(orderStatusOption('lost').label, 'Chờ xác nhận');
    assert.equal(orderStatusOption('delivered').label, 'Đã giao');
  });
});

describe('staff order detail (product §2)', () => {
  it("labels the payment code 'Mã vận đơn' for COD and 'Mã giao dịch' otherwise", () => {
    assert.equal(paymentCodeLabel('cod'), 'Mã vận đơn');
    assert.equal(paymentCodeLabel('qr_payment'), 'Mã giao dịch');
  });
  it('needs a new status, and sends the tracking code with shipping only', () => {
    assert.deepEqual(statusUpdateInput({}), { error: 'Vui lòng chọn trạng thái mới' });
    assert.deepEqual(statusUpdateInput({ status: 'shipping', trackingNumber: ' GHN1 ', note: '' }), { input: { status: 'shipping', trackingNumber: 'GHN1' } });
    assert.deepEqual(statusUpdateInput({ status: 'confirmed', trackingNumber: 'GHN1', note: ' Đã gọi ' }), { input: { status: 'confirmed', note: 'Đã gọi' } });
  });
  it('shows a line as colour / material', () => {
    assert.equal(variantText({ color: 'Xanh', material: 'Canvas' }), 'Xanh / Canvas');
    assert.equal(variantText({ name: 'Size M' }), 'Size M');
    assert.equal(variantText(null), '');
  });
});
