// The checkout form's values and the order they ask for (product §6.1 "Checkout"): pure, so
// node:test checks them.
import type { CartItem } from '../../../lib/cart/cart.logic.js';
import type { AddressInput, CheckoutProfileQuery, PlaceOrderInput } from '../../../lib/graphql/generated.js';

// In the order of the page: the first field with a message is the one scrolled to on submit.
export interface CheckoutValues extends Record<string, string> {
  name: string;
  email: string;
  phone: string;
  savedAddress: string;
  fullName: string;
  recipientPhone: string;
  addressLine: string;
  ward: string;
  district: string;
  city: string;
  shippingMethod: 'standard' | 'express';
  paymentMethod: 'cod' | 'qr_payment';
  customerNote: string;
}

/** The saved-address choice that means "typed here". */
export const NEW_ADDRESS = 'new';

export const INITIAL_VALUES: CheckoutValues = {
  name: '',
  email: '',
  phone: '',
  savedAddress: NEW_ADDRESS,
  fullName: '',
  recipientPhone: '',
  addressLine: '',
  ward: '',
  district: '',
  city: '',
  shippingMethod: 'standard',
  paymentMethod: 'cod',
  customerNote: '',
};

export type SavedAddress = CheckoutProfileQuery['me']['addresses'][number];

/** The address fields a saved address fills in. */
export const addressValues = (a: SavedAddress): Partial<CheckoutValues> => ({
  savedAddress: a.id,
  fullName: a.fullName,
  recipientPhone: a.phone,
  addressLine: a.addressLine,
  ward: a.ward ?? '',
  district: a.district ?? '',
  city: a.city,
});

const blankToNull = (v?: string | null) => (v?.trim() ? v.trim() : null);

/** The address typed at checkout as the account saves it ('Lưu địa chỉ này'). */
export const addressInput = (v: CheckoutValues): AddressInput => ({
  fullName: v.fullName.trim(),
  phone: v.recipientPhone.trim(),
  addressLine: v.addressLine.trim(),
  ward: blankToNull(v.ward),
  district: blankToNull(v.district),
  city: v.city.trim(),
});

/** The order the form asks for: the selected lines, the fields trimmed, blank optional ones left out. */
export function placeOrderInput(v: CheckoutValues, items: readonly CartItem[], couponCode: string | null): PlaceOrderInput {
  return {
    items: items.map((i) => ({ productId: i.product.id, variantId: i.variant?.id ?? null, quantity: i.quantity })),
    customerInfo: { name: v.name.trim(), email: v.email.trim(), phone: v.phone.trim() },
    shippingAddress: {
      fullName: v.fullName.trim(),
      phone: v.recipientPhone.trim(),
      addressLine: v.addressLine.trim(),
      ward: blankToNull(v.ward),
      district: blankToNull(v.district),
      city: v.city.trim(),
    },
    shippingMethod: v.shippingMethod,
    paymentMethod: v.paymentMethod,
    couponCode,
    customerNote: blankToNull(v.customerNote),
  };
}
