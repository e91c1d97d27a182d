// product §7: 30.000đ when the city contains Hồ Chí Minh or Hà Nội (case-insensitive), else 50.000đ.
export const SHIPPING_FEE_MAJOR_CITY = 30_000;
export const SHIPPING_FEE_OTHER = 50_000;

const MAJOR_CITIES = ['hồ chí minh', 'hà nội'];

export function shippingFeeFor(city: string): number {
  const normalized = city.normalize('NFC').toLocaleLowerCase('vi-VN');
  return MAJOR_CITIES.some((c) => normalized.includes(c)) ? SHIPPING_FEE_MAJOR_CITY : SHIPPING_FEE_OTHER;
}
