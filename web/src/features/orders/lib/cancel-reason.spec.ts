import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CANCEL_REASONS, canConfirmCancel, cancelReasonText, OTHER_REASON } from './cancel-reason.logic.js';

describe('cancel form', () => {
  it('offers the seven reasons of product §6.3, Other last', () => {
    assert.equal(CANCEL_REASONS.length, 7);
    assert.equal(CANCEL_REASONS.at(-1)?.value, OTHER_REASON);
  });

  it('sends the chosen reason text, or the typed text for Other', () => {
    assert.equal(cancelReasonText('price', ''), 'Giá chưa phù hợp');
    assert.equal(cancelReasonText(OTHER_REASON, '  Đặt nhầm màu  '), 'Đặt nhầm màu');
    assert.equal(cancelReasonText(OTHER_REASON, '   '), null);
    assert.equal(cancelReasonText(null, 'x'), null);
    assert.equal(cancelReasonText('made-up', ''), null);
  });

  it('enables confirm only with a complete reason and no request running', () => {
    assert.equal(canConfirmCancel(null, '', false), false);
    assert.equal(canConfirmCancel(OTHER_REASON, '', false), false);
    assert.equal(canConfirmCancel(OTHER_REASON, 'Đặt nhầm', false), true);
    assert.equal(canConfirmCancel('payment', '', false), true);
    assert.equal(canConfirmCancel('payment', '', true), false);
  });
});
