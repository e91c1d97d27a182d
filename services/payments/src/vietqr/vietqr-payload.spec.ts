import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { asciiPurpose, crc16CcittFalse, vietQrPayload } from './vietqr-payload';

describe('VietQR payload (EMVCo / NAPAS 247)', () => {
  it('reproduces the published VietinBank example exactly', () => {
    assert.equal(
      vietQrPayload({ bankBin: '970415', accountNo: '113366668888', amount: 79000, purpose: 'Ung Ho Quy Vac Xin' }),
      '00020101021238560010A0000007270126000697041501121133666688880208QRIBFTTA53037045405790005802VN62220818Ung Ho Quy Vac Xin63043ACF',
    );
  });

  it('reproduces the published ACB example exactly', () => {
    assert.equal(
      vietQrPayload({ bankBin: '970416', accountNo: '257678859', amount: 10000, purpose: 'Chuyen tien' }),
      '00020101021238530010A0000007270123000697041601092576788590208QRIBFTTA53037045405100005802VN62150811Chuyen tien630453E6',
    );
  });

  it('computes CRC-16/CCITT-FALSE as upper-case, zero-padded hex', () => {
    assert.equal(crc16CcittFalse('123456789'), '29B1'); // the algorithm's check value
    assert.match(crc16CcittFalse(''), /^[0-9A-F]{4}$/);
    assert.equal(crc16CcittFalse(''), 'FFFF');
  });

  it('makes a static code (01 = 11, no tag 54) when no amount is given', () => {
    const payload = vietQrPayload({ bankBin: '970436', accountNo: '0011004455667' });
    assert.ok(payload.startsWith('000201010211'));
    assert.ok(!payload.includes('5406'));
    assert.equal(payload.slice(-8, -4), '6304');
  });

  it('writes the transfer text without accents and at most 25 characters', () => {
    assert.equal(asciiPurpose('Đơn hàng số 12 — thanh toán'), 'Don hang so 12 thanh toan');
    assert.equal(asciiPurpose('Thanh toán đơn hàng DONHANGDH000123 cho shop').length, 25);
    const payload = vietQrPayload({ bankBin: '970436', accountNo: '0011004455667', amount: 530000, purpose: 'DONHANG DH000123' });
    assert.ok(payload.includes('62200816DONHANG DH000123'));
  });

  it('refuses a malformed BIN, account or amount', () => {
    assert.throws(() => vietQrPayload({ bankBin: '97043', accountNo: '1' }));
    assert.throws(() => vietQrPayload({ bankBin: '970436', accountNo: '12 34' }));
    assert.throws(() => vietQrPayload({ bankBin: '970436', accountNo: '1234', amount: 10.5 }));
  });
});
