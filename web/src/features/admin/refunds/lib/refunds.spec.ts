import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { accountErrors, parseRefundView, refundSource } from './refunds.logic.js';

describe('the refunds screen', () => {
  it('shows the money still owed unless the address asks for another view', () => {
    assert.equal(parseRefundView(new URLSearchParams('')), 'owed');
    assert.equal(parseRefundView(new URLSearchParams('view=refunded')), 'refunded');
    assert.equal(parseRefundView(new URLSearchParams('view=nonsense')), 'owed');
  });

  it('says why the money goes back in Vietnamese', () => {
    assert.equal(refundSource('cancelled_paid'), 'Đơn đã thanh toán bị hủy');
    assert.equal(refundSource('overpaid'), 'Chuyển khoản thừa');
  });

  it('asks for a bank of the list, 6 to 19 digits and the holder', () => {
    assert.deepEqual(accountErrors({ bankBin: '970436', accountNo: '0071000123456', accountName: 'TRAN THI B' }, ['970436']), {});
    assert.deepEqual(accountErrors({ bankBin: '', accountNo: '12ab', accountName: ' ' }, ['970436']), {
      bankBin: 'Vui lòng chọn ngân hàng trong danh sách',
      accountNo: 'Số tài khoản gồm 6 đến 19 chữ số',
      accountName: 'Vui lòng nhập tên chủ tài khoản',
    });
  });
});
