import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { refundContentOf, refundQr } from './refund-qr';

function decode(dataUrl: string): string | undefined {
  const png = PNG.sync.read(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

describe("a refund's VietQR", () => {
  const refund = {
    bankBin: '970407',
    bankName: 'Techcombank',
    accountNo: '19033334445556',
    accountName: 'LE VAN HOAN',
    amount: 240_000,
    orderNumber: 'DH000123',
  };

  it("pays the customer's account the amount owed, with HOANTIEN and the order number as its text", async () => {
    const qr = await refundQr(refund);
    assert.equal(qr.transferContent, 'HOANTIEN DH000123');
    assert.equal(refundContentOf('DH000123'), 'HOANTIEN DH000123');
    assert.ok(qr.payload.includes('0006970407011419033334445556'), 'the BIN and account in tag 38');
    assert.ok(qr.payload.includes('5406240000'), 'the amount in tag 54');
    assert.ok(qr.payload.includes('0817HOANTIEN DH000123'), 'the text in tag 62/08');
  });

  it('is drawn here, so the page has a code when the image service cannot be reached', async () => {
    const qr = await refundQr(refund);
    assert.equal(decode(qr.dataUrl), qr.payload);
  });
});
