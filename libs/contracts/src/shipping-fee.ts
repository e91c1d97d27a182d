// The shipping fee the orders service charges and the checkout page shows, written once so the
// page never shows another figure than the order will carry: 30.000đ when the city names Hồ Chí
// Minh or Hà Nội (any case, composed or decomposed accents), 50.000đ anywhere else, an empty city
// included. This file has no imports so the web app can use it directly.

export const SHIPPING_FEE_MAJOR_CITY = 30_000;
export const SHIPPING_FEE_OTHER = 50_000;

const MAJOR_CITIES = ['hồ chí minh', 'hà nội'];

export function shippingFeeFor(city: string | null | undefined): number {
  const normalized = (city ?? '').normalize('NFC').toLocaleLowerCase('vi-VN');
  return MAJOR_CITIES.some((c) => normalized.includes(c)) ? SHIPPING_FEE_MAJOR_CITY : SHIPPING_FEE_OTHER;
}
