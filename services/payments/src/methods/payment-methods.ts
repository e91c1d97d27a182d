import { env } from '@shop/config';

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

/** The shop's account printed in VietQR codes (README "Configuration"). */
export function shopBankAccount(): BankAccount {
  return {
    bankBin: env('SHOP_BANK_BIN', '970436'),
    bankName: env('SHOP_BANK_NAME', 'Vietcombank'),
    accountNo: env('SHOP_BANK_ACCOUNT_NO', '0011004455667'),
    accountName: env('SHOP_BANK_ACCOUNT_NAME', 'CONG TY TNHH TUI VIET'),
  };
}
