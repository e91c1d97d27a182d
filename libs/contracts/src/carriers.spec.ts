import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CARRIERS, carrierName, trackingUrl } from './carriers';

describe('carriers and their tracking pages (decision 0615)', () => {
  it('names the eight carriers staff choose from, and other', () => {
    assert.deepEqual(CARRIERS.map(carrierName), ['GHN', 'GHTK', 'Viettel Post', 'VNPost', 'J&T Express', 'SPX', 'Ninja Van', 'Best Express', 'Đơn vị khác']);
    assert.equal(carrierName('toString'), undefined);
    assert.equal(carrierName(null), undefined);
  });

  it("links a code to its carrier's tracking page, encoded, and never for other, an unknown carrier or no code", () => {
    assert.equal(trackingUrl('ghn', ' GHN123 '), 'https://donhang.ghn.vn/?order_code=GHN123');
    assert.equal(trackingUrl('jt_express', 'JT 8&1'), 'https://jtexpress.vn/vi/tracking?type=track&billcode=JT%208%261');
    for (const carrier of CARRIERS.filter((c) => c !== 'other')) assert.match(trackingUrl(carrier, 'X1') ?? '', /^https:\/\/[^ ]+X1$/, carrier);
    assert.equal(trackingUrl('other', 'X1'), null);
    assert.equal(trackingUrl('__proto__', 'X1'), null);
    assert.equal(trackingUrl('ghn', '  '), null);
    assert.equal(trackingUrl(null, 'X1'), null);
  });
});
