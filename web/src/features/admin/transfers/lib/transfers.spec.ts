import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseTransferParams, transferActions, transferOutcome, transferQuery } from './transfers.logic.js';

describe('staff transfer screen', () => {
  it('reads the filter and page from the URL, dropping unknown values, and writes them back without defaults', () => {
    assert.deepEqual(parseTransferParams(new URLSearchParams('view=handled&page=2')), { view: 'handled', page: 2 });
    assert.deepEqual(parseTransferParams(new URLSearchParams('view=nope&page=-1')), { view: 'to_check', page: 1 });
    assert.equal(transferQuery({ view: 'to_check', page: 1 }).toString(), '');
    assert.equal(transferQuery({ view: 'attached', page: 3 }).toString(), 'view=attached&page=3');
  });
  it('labels every outcome, and an unprocessed one as in progress', () => {
    assert.equal(transferOutcome('partial').label, 'Thiếu tiền');
    assert.equal(transferOutcome('refund_due').label, 'Đơn đã hủy, cần hoàn tiền');
    assert.equal(transferOutcome('overpaid').label, 'Chuyển thừa, cần hoàn tiền');
    assert.equal(transferOutcome('ambiguous').label, 'Ghi nhiều đơn hàng');
    assert.equal(transferOutcome(null).label, 'Đang xử lý');
  });
  it('offers attach only once and nothing after handling or paying', () => {
    assert.deepEqual(transferActions({ outcome: 'unmatched', handledAt: null, attachedAt: null }), { attach: true, handle: true });
    assert.deepEqual(transferActions({ outcome: 'partial', handledAt: null, attachedAt: '2026-11-23T10:00:00Z' }), { attach: false, handle: true });
    assert.deepEqual(transferActions({ outcome: 'partial', handledAt: '2026-11-23T10:00:00Z', attachedAt: null }), { attach: false, handle: false });
    assert.deepEqual(transferActions({ outcome: 'paid', handledAt: null, attachedAt: '2026-11-23T10:00:00Z' }), { attach: false, handle: false });
  });
  it('lets staff attach a transfer naming several orders to one, and only mark an overpaid one handled once the excess is returned', () => {
    assert.deepEqual(transferActions({ outcome: 'ambiguous', handledAt: null, attachedAt: null }), { attach: true, handle: true });
    assert.deepEqual(transferActions({ outcome: 'overpaid', handledAt: null, attachedAt: null }), { attach: false, handle: true });
    assert.deepEqual(transferActions({ outcome: 'overpaid', handledAt: '2026-11-23T10:00:00Z', attachedAt: null }), { attach: false, handle: false });
  });
});
