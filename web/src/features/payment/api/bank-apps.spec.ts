import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BANK_APPS, bankAppLink, qrFileName } from './bank-apps.logic.js';

describe('paying from the phone that shows the code', () => {
  const data = {
    amount: 189000,
    transferContent: 'DONHANGDH000123',
    bank: { bin: '970436', name: 'Vietcombank', accountNumber: '0011004455667', accountName: 'TUI VIET' },
  };

  it('builds a VietQR deep link that fills the account, amount and transfer content', () => {
    const url = new URL(bankAppLink('vcb', data));
    assert.equal(`${url.origin}${url.pathname}`, 'https://dl.vietqr.io/pay');
    assert.deepEqual(Object.fromEntries(url.searchParams), { app: 'vcb', ba: '0011004455667@970436', am: '189000', tn: 'DONHANGDH000123' });
  });

  it('offers the major banks, each once', () => {
    assert.ok(BANK_APPS.length >= 8);
    assert.equal(new Set(BANK_APPS.map((b) => b.app)).size, BANK_APPS.length);
  });

  it('names the saved image after the order number', () => {
    assert.equal(qrFileName('DH000123'), 'VietQR-DH000123.png');
    assert.equal(qrFileName('DH/../1'), 'VietQR-DH1.png');
  });
});
