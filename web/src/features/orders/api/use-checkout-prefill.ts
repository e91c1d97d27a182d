import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import type { LightForm } from '../../../components/form/use-light-form';
import { addressValues, NEW_ADDRESS, type CheckoutValues } from '../lib/checkout-form.logic';
import { CHECKOUT_PROFILE } from './orders.documents';

/**
 * The signed-in customer's profile for checkout, filled into the form once it arrives without
 * overwriting what the customer already typed: name, e-mail, phone, and the default (else first)
 * saved address, or the customer as recipient when there is none.
 */
export function useCheckoutPrefill(form: LightForm<CheckoutValues>) {
  const profile = useQuery(CHECKOUT_PROFILE).data?.me;
  const prefilled = useRef(false);
  useEffect(() => {
    if (!profile || prefilled.current) return;
    prefilled.current = true;
    const keep = (name: keyof CheckoutValues & string) => form.isTouched(name);
    const fill: Partial<CheckoutValues> = {};
    if (!keep('name')) fill.name = profile.name;
    if (!keep('email')) fill.email = profile.email;
    if (!keep('phone') && profile.phone) fill.phone = profile.phone;
    const preferred = profile.addresses.find((a) => a.isDefault) ?? profile.addresses[0];
    if (preferred && !(['addressLine', 'city', 'fullName'] as const).some(keep)) Object.assign(fill, addressValues(preferred));
    else if (!keep('fullName')) Object.assign(fill, { fullName: profile.name, recipientPhone: profile.phone ?? '', savedAddress: NEW_ADDRESS });
    form.setValues(fill);
  }, [profile, form]);
  return profile;
}
