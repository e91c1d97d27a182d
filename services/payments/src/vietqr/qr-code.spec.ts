import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { qrPngDataUrl, vietQrImageUrl } from './qr-code';
import { vietQrPayload } from './vietqr-payload';

function decode(dataUrl: string): string | undefined {
  const png = PNG.sync.read(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

describe('the QR code drawn by the payments service', () => {
  it('is a PNG that a QR decoder reads back as the exact VietQR payload', async () => {
    const payload = vietQrPayload({ bankBin: '970415', accountNo: '113366668888', amount: 79000, purpose: 'Ung Ho Quy Vac Xin' });
    const dataUrl = await qrPngDataUrl(payload);
    assert.ok(dataUrl.startsWith('data:image/png;base64,'));
    assert.equal(decode(dataUrl), payload);
  });

  it('round-trips an order payment with its DONHANG text', async () => {
    const payload = vietQrPayload({ bankBin: '970436', accountNo: '0011004455667', amount: 1_250_000, purpose: 'DONHANGDH000123' });
    assert.equal(decode(await qrPngDataUrl(payload)), payload);
  });

  it('puts account, name, amount and text in the image service address, or nothing when switched off', () => {
    const bank = { bankBin: '970436', bankName: 'Vietcombank', accountNo: '0011004455667', accountName: 'CONG TY TNHH TUI VIET' };
    const url = new URL(vietQrImageUrl('https://img.vietqr.io/image', bank, 530000, 'DONHANGDH000007')!);
    assert.equal(url.pathname, '/image/970436-0011004455667-compact2.png');
    assert.equal(url.searchParams.get('amount'), '530000');
    assert.equal(url.searchParams.get('addInfo'), 'DONHANGDH000007');
    assert.equal(url.searchParams.get('accountName'), 'CONG TY TNHH TUI VIET');
    assert.equal(vietQrImageUrl(null, bank, 530000, 'DONHANGDH000007'), null);
  });
});
