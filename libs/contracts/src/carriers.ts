// The carriers staff hand parcels to, and the page where each lets anyone follow a parcel by its
// code (decision 0615), written once for the orders service (which checks the carrier staff chose
// and gives the order its tracking link) and the screens. This file has no imports so the web app
// can use it directly.

export const CARRIERS = ['ghn', 'ghtk', 'viettel_post', 'vnpost', 'jt_express', 'spx', 'ninja_van', 'best_express', 'other'] as const;
export type Carrier = (typeof CARRIERS)[number];

export const CARRIER_NAMES: Record<Carrier, string> = {
  ghn: 'GHN',
  ghtk: 'GHTK',
  viettel_post: 'Viettel Post',
  vnpost: 'VNPost',
  jt_express: 'J&T Express',
  spx: 'SPX',
  ninja_van: 'Ninja Van',
  best_express: 'Best Express',
  other: 'Đơn vị khác',
};

// Each carrier's public tracking page, the code appended URL-encoded; 'other' has none.
const TRACKING_PAGES: Record<Exclude<Carrier, 'other'>, string> = {
  ghn: 'https://donhang.ghn.vn/?order_code=',
  ghtk: 'https://i.ghtk.vn/',
  viettel_post: 'https://viettelpost.com.vn/tra-cuu-hanh-trinh-don/?peopleTracking=sender&orderNumber=',
  vnpost: 'https://vnpost.vn/vi-vn/dinh-vi/buu-pham?key=',
  jt_express: 'https://jtexpress.vn/vi/tracking?type=track&billcode=',
  spx: 'https://spx.vn/track?',
  ninja_van: 'https://www.ninjavan.co/vi-vn/tracking?id=',
  best_express: 'https://best-inc.vn/track?bills=',
};

export const isCarrier = (value: unknown): value is Carrier => typeof value === 'string' && (CARRIERS as readonly string[]).includes(value);

/** The carrier's name, or undefined for no carrier or an unknown one. */
export const carrierName = (carrier: string | null | undefined): string | undefined => (isCarrier(carrier) ? CARRIER_NAMES[carrier] : undefined);

/** The page that follows this parcel at its carrier, or null without a code or a known carrier with a page. */
export function trackingUrl(carrier: string | null | undefined, code: string | null | undefined): string | null {
  const trimmed = (code ?? '').trim();
  if (!trimmed || !isCarrier(carrier) || carrier === 'other') return null;
  return TRACKING_PAGES[carrier] + encodeURIComponent(trimmed);
}
