// Input coercion for the cart, coupon and order REST routes (product §15). Like identity-body.ts it
// validates nothing: it shapes JSON bodies and query strings into the GraphQL variables, so the
// orders service answers with its own Vietnamese messages; what cannot be read goes on unchanged
// and GraphQL's type check answers 400 (never a 500).

import { asBody, optionalText, text, type Body } from './identity-body';
import { queryPage, queryText } from './catalog-body';

/** An integer field of a JSON body: numbers and numeric strings; anything else goes on as is. */
const int = (value: unknown): unknown => {
  if (typeof value === 'number' && Number.isFinite(value)) return Math.max(-2_000_000_000, Math.min(2_000_000_000, Math.trunc(value)));
  if (typeof value === 'string' && /^\s*-?\d{1,9}\s*$/.test(value)) return Number.parseInt(value, 10);
  return value;
};

/** An id: a string, or an object carrying `_id`/`id` (product §3 "category (an object with _id and name, or an id)"). */
const idOf = (value: unknown): unknown => {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const o = value as Body;
    return o._id ?? o.id;
  }
  return value;
};

/**
 * product §3 Cart item `variant (optional object)`: the catalog variant as the product page has it,
 * `{ _id, name, color, ... }`; `variantId` is accepted as well. null/absent: no variant.
 */
export const variantIdOf = (b: Body): unknown => {
  const v = b.variantId !== undefined ? b.variantId : idOf(b.variant);
  return v === undefined || v === '' ? null : v;
};

const productIdOf = (b: Body): unknown => {
  const id = idOf(b.productId ?? b.product);
  return id === undefined ? '' : id;
};

export function cartItemInput(raw: unknown): Record<string, unknown> {
  const b = asBody(raw);
  const input: Record<string, unknown> = { productId: productIdOf(b), variantId: variantIdOf(b), quantity: b.quantity === undefined ? 1 : int(b.quantity) };
  if (typeof b.selected === 'boolean') input.selected = b.selected;
  return input;
}

export function updateCartItemInput(productId: string, raw: unknown): Record<string, unknown> {
  const b = asBody(raw);
  const input: Record<string, unknown> = { productId, variantId: variantIdOf(b) };
  if (b.quantity !== undefined) input.quantity = int(b.quantity);
  if (typeof b.selected === 'boolean') input.selected = b.selected;
  return input;
}

export function mergeCartInput(raw: unknown): Record<string, unknown> {
  const b = asBody(raw);
  return { mergeId: text(b.mergeId), items: Array.isArray(b.items) ? b.items.map(cartItemInput) : b.items === undefined ? [] : b.items };
}

const address = (raw: unknown) => {
  const a = asBody(raw);
  return {
    fullName: text(a.fullName),
    phone: text(a.phone),
    addressLine: text(a.addressLine),
    ward: optionalText(a.ward),
    district: optionalText(a.district),
    city: text(a.city),
  };
};

/** product §3 Order create payload → PlaceOrderInput. Prices in the payload are ignored. */
export function placeOrderInput(raw: unknown): Record<string, unknown> {
  const b = asBody(raw);
  const info = asBody(b.customerInfo);
  const items = Array.isArray(b.items)
    ? b.items.map((i) => {
        const line = asBody(i);
        return { productId: productIdOf(line), variantId: variantIdOf(line), quantity: int(line.quantity) };
      })
    : [];
  return {
    items,
    customerInfo: { name: text(info.name), email: text(info.email), phone: text(info.phone) },
    shippingAddress: address(b.shippingAddress),
    shippingMethod: b.shippingMethod === undefined || b.shippingMethod === '' ? null : b.shippingMethod,
    paymentMethod: b.paymentMethod === undefined || b.paymentMethod === '' ? null : b.paymentMethod,
    couponCode: optionalText(b.couponCode) ?? null,
    customerNote: optionalText(b.customerNote) ?? null,
  };
}

/** Idempotency-Key header: one value (a repeated header is refused by the service as malformed). */
export const idempotencyKeyOf = (value: string | string[] | undefined): string | null =>
  typeof value === 'string' ? value : Array.isArray(value) ? value.join(',') : null;

/**
 * The page size is always sent (10 for my orders, 15 for staff, product §14): the gateway's cost limit
 * (decision 0401) counts a list without one at its largest.
 */
export function orderFilter(q: Record<string, unknown>, staff: boolean): Record<string, unknown> {
  // The staff list pages by 15 (product §14); the customer's list has no page size (product §15
  // GET /orders/my-orders: all of them) unless the caller asks for one.
  const filter: Record<string, unknown> = { page: queryPage(q.page), limit: queryPage(q.limit) ?? (staff ? 15 : undefined), status: queryText(q.status) };
  if (staff)
    Object.assign(filter, {
      paymentStatus: queryText(q.paymentStatus),
      paymentMethod: queryText(q.paymentMethod),
      search: queryText(q.search),
      from: queryText(q.from),
      to: queryText(q.to),
    });
  for (const k of Object.keys(filter)) if (filter[k] === undefined) delete filter[k];
  // 'all' is the web app's tab for no filter.
  if (filter.status === 'all') delete filter.status;
  return filter;
}

export function statusInput(raw: unknown): Record<string, unknown> {
  const b = asBody(raw);
  return {
    status: b.status === undefined || b.status === '' ? null : b.status,
    note: optionalText(b.note) ?? null,
    internalNote: optionalText(b.internalNote) ?? null,
    trackingNumber: optionalText(b.trackingNumber) ?? null,
    carrier: b.carrier === undefined || b.carrier === '' ? null : b.carrier,
  };
}

export function reviewInput(raw: unknown): Record<string, unknown> {
  const b = asBody(raw);
  return { productId: productIdOf(b), rating: b.rating === undefined || b.rating === null ? 0 : int(b.rating), comment: optionalText(b.comment) ?? null };
}

/** product §12 coupon form: empty max discount and usage limit are left out; numbers become numbers. */
export function couponInput(raw: unknown): Record<string, unknown> {
  const b = asBody(raw);
  const num = (v: unknown) => (v === undefined || v === null || v === '' ? null : int(v));
  const date = (v: unknown) => (v === undefined || v === null || v === '' ? null : v);
  return {
    code: text(b.code),
    description: optionalText(b.description) ?? null,
    discountType: b.discountType === undefined || b.discountType === '' ? null : b.discountType,
    discountValue: num(b.discountValue),
    maxDiscount: num(b.maxDiscount),
    minOrderValue: num(b.minOrderValue),
    usageLimit: num(b.usageLimit),
    startDate: date(b.startDate),
    endDate: date(b.endDate),
    isActive: typeof b.isActive === 'boolean' ? b.isActive : null,
    isPublic: typeof b.isPublic === 'boolean' ? b.isPublic : null,
  };
}
