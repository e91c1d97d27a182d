import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { foldReference, namedReferences, referenceKeyOf, transferContentOf } from './transfer-reference';

describe('the DONHANG transfer reference', () => {
  it('is DONHANG followed by the order number (product §14)', () => {
    assert.equal(transferContentOf('DH000123'), 'DONHANGDH000123');
    assert.equal(referenceKeyOf('DH000123'), 'DONHANGDH000123');
  });

  it('is found whatever the case and the spaces, dashes or dots banks insert', () => {
    const keys = [referenceKeyOf('DH000123'), referenceKeyOf('DH000124')];
    for (const text of [
      'DONHANGDH000123',
      'donhangdh000123',
      'DONHANG DH000123',
      'DONHANG-DH-000123',
      'MBVCB.123456.DONHANG DH 000 123.CT tu 0011 toi 0022',
      'Thanh toán đơn hàng donhang.dh000123 cảm ơn',
    ]) {
      assert.deepEqual(namedReferences(text, keys), ['DONHANGDH000123'], text);
    }
  });

  it('names no order when the text carries none', () => {
    const keys = [referenceKeyOf('DH000123')];
    assert.deepEqual(namedReferences('chuyen tien an trua', keys), []);
    assert.deepEqual(namedReferences('DONHANG DH000122', keys), []);
    assert.deepEqual(namedReferences('', keys), []);
  });

  it('prefers the longest order number when one is the prefix of another', () => {
    const keys = [referenceKeyOf('DH00012'), referenceKeyOf('DH000123')];
    assert.deepEqual(namedReferences('DONHANG DH000123', keys), ['DONHANGDH000123']);
  });

  it('names every different order a text names, each once', () => {
    const keys = [referenceKeyOf('DH000095'), referenceKeyOf('DH000097'), referenceKeyOf('DH00009')];
    assert.deepEqual(namedReferences('DONHANG DH000097 DONHANG DH000095', keys), ['DONHANGDH000097', 'DONHANGDH000095']);
    assert.deepEqual(namedReferences('donhang dh000097, DONHANG-DH000097', keys), ['DONHANGDH000097']);
    assert.deepEqual(namedReferences('DONHANG DH000097 DONHANG DH000194', keys), ['DONHANGDH000097']);
  });

  it('folds Vietnamese letters to plain upper case', () => {
    assert.equal(foldReference('Đơn-hàng 12'), 'DONHANG12');
  });
});
