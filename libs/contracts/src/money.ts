// Money and counts as the shop writes them everywhere (product §14: vi-VN grouping with a dong
// sign): '189.000 ₫', '1.234'. One helper for the web app, the order mails and the services'
// messages. This file has no imports so the web app can use it directly.

// Written by hand as vi-VN's Intl.NumberFormat writes it (money.spec.ts compares them): creating
// that formatter costs about 12 ms of the first page's start-up on a phone, for dots and a sign.
let intl: { currency: Intl.NumberFormat; grouping: Intl.NumberFormat } | undefined;
const intlFormats = () =>
  (intl ??= {
    currency: new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND', maximumFractionDigits: 0 }),
    grouping: new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 }),
  });

/** Rounded half away from zero and grouped by dots; null beyond the safe integers (Intl writes those). */
function grouped(amount: number): string | null {
  const whole = Math.round(Math.abs(amount));
  if (!Number.isSafeInteger(whole)) return null;
  const digits = whole.toString().replace(/\B(?=(\d{3})+$)/g, '.');
  return amount < 0 || Object.is(amount, -0) ? `-${digits}` : digits;
}

/** 189000 → '189.000 ₫' (a no-break space, then the ₫ sign): every amount of money the shop shows or sends. */
export function formatVnd(amount: number): string {
  const digits = grouped(amount);
  return digits === null ? intlFormats().currency.format(amount) : `${digits}\u00a0₫`;
}

/** 12345 → '12.345': every count (sold, stock, orders, results) with thousands separators. */
export function formatCount(count: number): string {
  return grouped(count) ?? intlFormats().grouping.format(count);
}
