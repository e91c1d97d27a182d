import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { codToCollect, pageRule, slipOrderIds, slipSize, slipsPath } from './packing-slip.logic.js';

const ID = '0b1e6a52-3f7c-4d8e-9a41-2c5b7d9e0f13';
const ID2 = '7f3c2a10-5b6d-4e8f-9a0b-1c2d3e4f5a6b';

describe('packing slips (product §2)', () => {
  it('prints on A6 unless A5 or A4 is asked for, each slip its own sheet', () => {
    assert.equal(slipSize(null), 'A6');
    assert.equal(slipSize('a5'), 'A5');
    assert.equal(slipSize('letter'), 'A6');
    assert.equal(pageRule('A6'), '@page { size: A6 portrait; margin: 4mm; }');
  });
  it('reads the orders of a run from the URL, each once, and writes them back', () => {
    assert.deepEqual(slipOrderIds(` ${ID},${ID2},${ID},nope,`), [ID, ID2]);
    assert.deepEqual(slipOrderIds(null), []);
    assert.equal(slipsPath([ID, ID2]), `/admin/orders/print?ids=${ID},${ID2}`);
    assert.equal(slipsPath([ID], 'A4'), `/admin/orders/print?ids=${ID}&size=A4`);
  });
  it('has the carrier collect the total of an unpaid COD order only', () => {
    assert.equal(codToCollect({ paymentMethod: 'cod', isPaid: false, totalAmount: 290_000 }), 290_000);
    assert.equal(codToCollect({ paymentMethod: 'cod', isPaid: true, totalAmount: 290_000 }), 0);
    assert.equal(codToCollect({ paymentMethod: 'qr_payment', isPaid: false, totalAmount: 290_000 }), 0);
  });
});
