/**
 * A SePay notification body as its webhook posts it (decision 0701), with an id no other test
 * run uses: an incoming transfer of 10.000 ₫ to the demo account, changed by `over`.
 */
let providerSeq = Math.floor(Math.random() * 1e9) * 1000;

export const sepayBody = (over: Record<string, unknown>) => ({
  id: ++providerSeq,
  gateway: 'Vietcombank',
  transactionDate: '2026-11-23 10:00:00',
  accountNumber: '0011004455667',
  code: null,
  content: 'chuyen tien',
  transferType: 'in',
  transferAmount: 10_000,
  accumulated: 0,
  subAccount: null,
  referenceCode: 'FT2632712345',
  description: '',
  ...over,
});
