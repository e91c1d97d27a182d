/**
 * The banks the shop names for VietQR (decision 0710 for the app links, 0730 for refunds): NAPAS
 * BIN (what a VietQR payload carries), the VietQR app id (what a deep link opens) and the name
 * staff and shoppers know. One list for the QR page's bank buttons and the refund account form.
 */
export const VIETQR_BANKS = [
  { bin: '970436', app: 'vcb', name: 'Vietcombank' },
  { bin: '970422', app: 'mb', name: 'MB Bank' },
  { bin: '970407', app: 'tcb', name: 'Techcombank' },
  { bin: '970418', app: 'bidv', name: 'BIDV' },
  { bin: '970415', app: 'icb', name: 'VietinBank' },
  { bin: '970405', app: 'vba', name: 'Agribank' },
  { bin: '970416', app: 'acb', name: 'ACB' },
  { bin: '970432', app: 'vpb', name: 'VPBank' },
  { bin: '970423', app: 'tpb', name: 'TPBank' },
] as const;

export type VietQrBank = (typeof VIETQR_BANKS)[number];

/** The bank of a BIN in the list, or undefined. */
export const vietQrBankOf = (bin: string): VietQrBank | undefined => VIETQR_BANKS.find((b) => b.bin === bin);
