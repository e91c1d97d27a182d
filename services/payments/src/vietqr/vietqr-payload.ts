import { stripMarks } from '@shop/platform';

// The VietQR payload (NAPAS 247 on EMVCo Merchant-Presented Mode). Each field is
// ID (2 digits) + length (2 digits) + value; the string ends with the CRC of everything before it,
// including the CRC's own "6304".

const NAPAS_GUID = 'A000000727';
/** Service code of a transfer to an account (QRIBFTTC would be to a card). */
const ACCOUNT_TRANSFER = 'QRIBFTTA';
const VND = '704';
const PURPOSE_MAX = 25;

export interface VietQrInput {
  /** The bank's NAPAS BIN, e.g. 970415 (VietinBank). */
  bankBin: string;
  accountNo: string;
  /** Whole dong; without it the code is static and the payer types the amount. */
  amount?: number;
  /** Transfer text (tag 62/08); accents are dropped, at most 25 characters. */
  purpose?: string;
}

function field(id: string, value: string): string {
  if (value.length > 99) throw new Error(`VietQR field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE: polynomial 0x1021, initial 0xFFFF, no reflection, no final xor. */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Banking apps show tag 62/08 as plain ASCII: Vietnamese letters lose their marks, đ becomes d. */
export function asciiPurpose(text: string): string {
  return stripMarks(text)
    .replace(/[^A-Za-z0-9 ]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, PURPOSE_MAX)
    .trim();
}

export function vietQrPayload({ bankBin, accountNo, amount, purpose }: VietQrInput): string {
  if (!/^\d{6}$/.test(bankBin)) throw new Error('bank BIN must be 6 digits');
  if (!/^[A-Za-z0-9]{1,19}$/.test(accountNo)) throw new Error('account number must be 1-19 letters or digits');
  if (amount !== undefined && (!Number.isSafeInteger(amount) || amount <= 0)) throw new Error('amount must be a positive whole number of dong');
  const beneficiary = field('00', bankBin) + field('01', accountNo);
  const account = field('00', NAPAS_GUID) + field('01', beneficiary) + field('02', ACCOUNT_TRANSFER);
  const text = purpose === undefined ? '' : asciiPurpose(purpose);
  const body =
    field('00', '01') +
    // 11: static code, reusable; 12: dynamic, carries the amount of one payment.
    field('01', amount === undefined ? '11' : '12') +
    field('38', account) +
    field('53', VND) +
    (amount === undefined ? '' : field('54', String(amount))) +
    field('58', 'VN') +
    (text ? field('62', field('08', text)) : '');
  const withCrcId = `${body}6304`;
  return withCrcId + crc16CcittFalse(withCrcId);
}
