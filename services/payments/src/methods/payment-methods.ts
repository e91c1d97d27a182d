import { DEMO_BANK_ACCOUNT, env } from '@shop/config';

// product §9: COD and bank transfer by QR are offered at checkout; bank_transfer is only a label.
export const PAYMENT_METHODS = [
  { code: 'COD', label: 'Thanh toán khi nhận hàng (COD)' },
  { code: 'qr_payment', label: 'Chuyển khoản ngân hàng qua mã QR' },
] as const;

export interface BankAccount {
  bankBin: string;
  bankName: string;
  accountNo: string;
  accountName: string;
}

/**
 * The shop's account printed in VietQR codes (README "Configuration"); the demo one on a
 * developer machine, which production refuses to start with (decision 0405).
 */
export function shopBankAccount(): BankAccount {
  return {
    bankBin: env('SHOP_BANK_BIN', DEMO_BANK_ACCOUNT.bankBin),
    bankName: env('SHOP_BANK_NAME', DEMO_BANK_ACCOUNT.bankName),
    accountNo: env('SHOP_BANK_ACCOUNT_NO', DEMO_BANK_ACCOUNT.accountNo),
    accountName: env('SHOP_BANK_ACCOUNT_NAME', DEMO_BANK_ACCOUNT.accountName),
  };
}
