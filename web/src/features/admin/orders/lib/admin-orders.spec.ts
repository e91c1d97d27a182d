import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  nextStepAction,
  orderListQuery,
  orderStatusOption,
  parseOrderListParams,
  paymentCodeCaption,
  paymentCodeLabel,
  statusChoices,
  statusUpdateInput,
  variantText,
} from './admin-orders.logic.js';

describe('staff order list (product §2)', () => {
  it('reads its filters from the URL, dropping unknown values, and writes them back without defaults', () => {
    const p = parseOrderListParams(new URLSearchParams('search=%20tran%20thi%20&status=shipping&paymentStatus=nope&paymentMethod=cod&page=3'));
    assert.deepEqual(p, { search: 'tran thi', status: 'shipping', paymentStatus: null, paymentMethod: 'cod', from: null, to: null, page: 3 });
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
  it('names a COD payment code apart from the tracking code where the order shows both', () => {
    assert.equal(paymentCodeCaption('cod'), 'Mã đối soát COD');
    assert.equal(paymentCodeCaption('qr_payment'), 'Mã giao dịch');
  });
  it('offers only the moves the server accepts (decision 0610), and none from a final status', () => {
    assert.deepEqual(
      statusChoices('shipping').map((o) => o.label),
      ['Đã giao', 'Đã hủy'],
    );
    assert.deepEqual(
      statusChoices('pending').map((o) => o.value),
      ['confirmed', 'processing', 'shipping', 'cancelled'],
    );
    assert.deepEqual(statusChoices('delivered'), []);
  });
  it('names the one-click next step of each status', () => {
    assert.deepEqual(nextStepAction('pending'), { status: 'confirmed', label: 'Xác nhận đơn' });
    assert.deepEqual(nextStepAction('processing'), { status: 'shipping', label: 'Giao cho vận chuyển' });
    assert.deepEqual(nextStepAction('shipping'), { status: 'delivered', label: 'Đã giao' });
    assert.equal(nextStepAction('cancelled'), undefined);
  });
  it('needs a new status, and sends the carrier and tracking code with shipping only, a code never without its carrier', () => {
    assert.deepEqual(statusUpdateInput({}), { error: 'Vui lòng chọn trạng thái mới' });
    assert.deepEqual(statusUpdateInput({ status: 'shipping', carrier: 'ghn', trackingNumber: ' GHN1 ', note: '' }), {
      input: { status: 'shipping', trackingNumber: 'GHN1', carrier: 'ghn' },
    });
    assert.deepEqual(statusUpdateInput({ status: 'shipping', trackingNumber: 'GHN1' }), { error: 'Vui lòng chọn đơn vị vận chuyển' });
    assert.deepEqual(statusUpdateInput({ status: 'confirmed', carrier: 'ghn', trackingNumber: 'GHN1', note: ' Đã gọi ' }), {
      input: { status: 'confirmed', note: 'Đã gọi' },
    });
  });
  it("keeps the team's note apart from the customer's", () => {
    assert.deepEqual(statusUpdateInput({ status: 'confirmed', note: 'Đã xác nhận', internalNote: ' Gọi trước 9h ' }), {
      input: { status: 'confirmed', note: 'Đã xác nhận', internalNote: 'Gọi trước 9h' },
    });
  });
  it('shows a line as colour / material', () => {
    assert.equal(variantText({ color: 'Xanh', material: 'Canvas' }), 'Xanh / Canvas');
    assert.equal(variantText({ name: 'Size M' }), 'Size M');
    assert.equal(variantText(null), '');
  });
});
