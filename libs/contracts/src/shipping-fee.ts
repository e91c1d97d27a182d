// The shipping rule (decision 0650): what the orders service charges, and every text that states a
// fee or a delivery time (checkout, the delivery policy, the product page, the order mail), written
// once so no page or mail states another figure than the order will carry. Two zones: the cities
// whose name includes Hồ Chí Minh or Hà Nội (any case, composed or decomposed accents), and the
// rest of the country, an empty city included. This file has no imports so the web app can use it.

export type ShippingZone = 'major' | 'other';
/** The shipping methods of product §4 (order-labels.ts names them). */
export type ShippingMethodId = 'standard' | 'express';

export interface ShippingRate {
  fee: number;
  /** The delivery time promised, working days without Sundays and public holidays. */
  days: string;
}

/** product §9, the checkout's reading: 30.000đ for Hà Nội and Hồ Chí Minh, 50.000đ elsewhere; express costs 20.000đ more and arrives sooner. */
export const SHIPPING_RATES: Record<ShippingMethodId, Record<ShippingZone, ShippingRate>> = {
  standard: { major: { fee: 30_000, days: '1–2 ngày' }, other: { fee: 50_000, days: '2–4 ngày' } },
  express: { major: { fee: 50_000, days: '1 ngày' }, other: { fee: 70_000, days: '1–2 ngày' } },
};

export const SHIPPING_ZONES: readonly ShippingZone[] = ['major', 'other'];
export const SHIPPING_ZONE_LABELS: Record<ShippingZone, string> = { major: 'Hà Nội, TP. Hồ Chí Minh', other: 'Tỉnh, thành phố khác' };
export const DELIVERY_DAYS_NOTE = 'Thời gian giao hàng tính theo ngày làm việc, không tính Chủ nhật và ngày lễ.';

/** Kept for the names other modules know: the standard fees of the two zones. */
export const SHIPPING_FEE_MAJOR_CITY = SHIPPING_RATES.standard.major.fee;
export const SHIPPING_FEE_OTHER = SHIPPING_RATES.standard.other.fee;

const MAJOR_CITIES = ['hồ chí minh', 'hà nội'];

export function shippingZoneOf(city: string | null | undefined): ShippingZone {
  const normalized = (city ?? '').normalize('NFC').toLocaleLowerCase('vi-VN');
  return MAJOR_CITIES.some((c) => normalized.includes(c)) ? 'major' : 'other';
}

/** An unknown or missing method is standard (product §4: standard is the default). */
const methodOf = (method: string | null | undefined): ShippingMethodId => (method === 'express' ? 'express' : 'standard');

export function shippingRateFor(city: string | null | undefined, method?: string | null): ShippingRate {
  return SHIPPING_RATES[methodOf(method)][shippingZoneOf(city)];
}

/** The fee charged for delivering to `city` by `method` (standard when not given). */
export function shippingFeeFor(city: string | null | undefined, method?: string | null): number {
  return shippingRateFor(city, method).fee;
}

/** 'Dự kiến giao trong 1–2 ngày (không tính Chủ nhật)': what checkout, the success page and the mail promise. */
export function deliveryPromise(city: string | null | undefined, method?: string | null): string {
  return `Dự kiến giao trong ${shippingRateFor(city, method).days} (không tính Chủ nhật)`;
}
