import { useMutation, useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CityInput } from '../../../components/address/CityInput';
import { oldCityNote, provinceChecks, useProvinces } from '../../../components/address/provinces';
import { controlProps, FieldFrame, RadioGroup, TextField } from '../../../components/form/fields';
import fieldStyles from '../../../components/form/form.module.css';
import { useLightForm } from '../../../components/form/use-light-form';
import { ShopButton } from '../../../components/ui/ShopButton';
import { errorMessage } from '../../../lib/apollo/errors';
import { itemInput, useCart, type CartItem } from '../../../lib/cart';
import { emailChecks, phoneChecks, requiredCheck } from '../../../lib/field-checks';
import { randomId } from '../../../lib/random-id';
import { writeSession } from '../../../lib/session-storage';
import { shippingFeeFor } from '../../../lib/shop-rules';
import { toast } from '../../../lib/toast';
import type { PlaceOrderInput } from '../../../lib/graphql/generated';
import { CHECKOUT_PROFILE, PLACE_ORDER, type CheckoutProfile, type CouponValidation } from '../api/orders.documents';
import { checkoutTotals, isRefusalStatus, keyAfterFailure } from '../lib/checkout.logic';
import { describeLine } from '../lib/lines';
import { addressText } from '../../../components/address/address-text.logic';
import { CouponBox } from './CouponBox';
import { OrderFigures } from './OrderFigures';
import { OrderLines } from './OrderLines';
import styles from './orders.module.css';

/** Session storage key the QR payment page reads after checkout (product §6.1 "Checkout result", §14). */
export const PAYMENT_DATA_KEY = 'paymentData';

// In the order of the page: the first field with a message is the one scrolled to on submit.
interface CheckoutValues extends Record<string, string> {
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

const NEW_ADDRESS = 'new';

const INITIAL_VALUES: CheckoutValues = {
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
const blankToNull = (v?: string | null) => (v?.trim() ? v.trim() : null);

type SavedAddress = CheckoutProfile['addresses'][number];

const addressFields = (a: SavedAddress): Partial<CheckoutValues> => ({
  savedAddress: a.id,
  fullName: a.fullName,
  recipientPhone: a.phone,
  addressLine: a.addressLine,
  ward: a.ward ?? '',
  district: a.district ?? '',
  city: a.city,
});

/** The server refused on purpose (4xx in the error's extensions): nothing was created. */
const isRefusal = (error: unknown): boolean => CombinedGraphQLErrors.is(error) && isRefusalStatus(error.errors[0]?.extensions?.status);

/**
 * product §6.1 "Checkout" for a signed-in customer: customer info (prefilled from the profile), the
 * shipping address (a saved one or typed), shipping and payment methods, a note, the summary with
 * the shipping fee following the city as typed, the coupon box, and the submit button.
 *
 * On the light controls (decision 0902, addendum): opening /checkout loads no antd; the ids are
 * antd's (`checkout_name`…), a field is checked when it changes and every field on submit.
 */
export function CheckoutForm({ items }: { items: readonly CartItem[] }) {
  const { provinces } = useProvinces();
  const form = useLightForm<CheckoutValues>({
    name: 'checkout',
    initialValues: INITIAL_VALUES,
    checks: {
      name: [requiredCheck('Vui lòng nhập họ tên')],
      email: emailChecks,
      phone: phoneChecks,
      fullName: [requiredCheck('Vui lòng nhập họ tên người nhận')],
      recipientPhone: phoneChecks,
      addressLine: [requiredCheck('Vui lòng nhập địa chỉ')],
      city: provinceChecks(provinces),
    },
  });
  const navigate = useNavigate();
  const { refresh } = useCart();
  const profile = useQuery(CHECKOUT_PROFILE).data?.me;
  const [placeOrder, { loading }] = useMutation(PLACE_ORDER);
  // One Idempotency-Key per checkout attempt: a retry of an unanswered attempt sends it again.
  const idempotencyKey = useRef(randomId());
  const [coupon, setCoupon] = useState<{ result: CouponValidation; subtotal: number } | null>(null);

  const subtotal = items.reduce((sum, i) => sum + i.product.price * i.quantity, 0);
  const { city, savedAddress } = form.values;
  // A coupon applied to another selection no longer holds: it is applied again on the new subtotal.
  const applied = coupon && coupon.subtotal === subtotal ? coupon.result : null;
  const totals = checkoutTotals(subtotal, shippingFeeFor(city), applied?.discount ?? 0);
  const lines = useMemo(() => items.map(describeLine), [items]);

  // Prefill once the profile arrives, without overwriting what the customer already typed.
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
    if (preferred && !(['addressLine', 'city', 'fullName'] as const).some(keep)) Object.assign(fill, addressFields(preferred));
    else if (!keep('fullName')) Object.assign(fill, { fullName: profile.name, recipientPhone: profile.phone ?? '', savedAddress: NEW_ADDRESS });
    form.setValues(fill);
  }, [profile, form]);

  const chooseAddress = (id: string) => {
    const address = profile?.addresses.find((a) => a.id === id);
    if (address) form.setValues(addressFields(address));
    else form.setValues({ savedAddress: NEW_ADDRESS, addressLine: '', ward: '', district: '', city: '' });
  };

  // antd's scrollToFirstError, and the focus there too (its message is read with it).
  const showFirstError = (fields: string[]) => {
    const field = document.getElementById(`checkout_${fields[0]}`);
    field?.scrollIntoView({ block: 'center' });
    field?.focus({ preventScroll: true });
  };

  const submit = async (v: CheckoutValues) => {
    if (items.length === 0) {
      toast.error('Giỏ hàng trống');
      return;
    }
    const input: PlaceOrderInput = {
      items: items.map((i) => {
        const { productId, variantId, quantity } = itemInput(i);
        return { productId, variantId, quantity };
      }),
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
      couponCode: applied?.coupon.code ?? null,
      customerNote: blankToNull(v.customerNote),
    };
    const key = idempotencyKey.current;
    try {
      const { data } = await placeOrder({
        variables: { input, idempotencyKey: key },
        context: { headers: { 'Idempotency-Key': key } },
      });
      if (!data) throw new Error('no data');
      const { order, paymentData } = data.placeOrder;
      toast.success('Đặt hàng thành công!');
      // The ordered lines have left the server cart.
      void refresh();
      if (order.paymentMethod === 'qr_payment') {
        if (paymentData) writeSession(PAYMENT_DATA_KEY, JSON.stringify(paymentData));
        navigate(`/payment/qr/${order.id}`, { replace: true });
      } else {
        navigate(`/order-success/${order.id}`, { replace: true });
      }
    } catch (error) {
      toast.error(errorMessage(error, 'Đặt hàng thất bại'));
      idempotencyKey.current = keyAfterFailure(key, isRefusal(error), randomId);
      // Prices or stock may have changed: show the cart as the server now has it.
      if (isRefusal(error)) void refresh();
    }
  };

  const addresses = profile?.addresses ?? [];

  const cityField = controlProps(form, 'city');
  const cityNote = oldCityNote(provinces, city);

  return (
    <form name="checkout" noValidate onSubmit={form.handleSubmit(submit, showFirstError)}>
      <div className={styles.layout}>
        <div>
          <section className={styles.panel} aria-labelledby="checkout-customer">
            <h2 id="checkout-customer" className={styles.panelTitle}>
              Thông tin khách hàng
            </h2>
            <TextField form={form} name="name" label="Họ tên" autoComplete="name" maxLength={100} />
            <div className={styles.grid}>
              <TextField form={form} name="email" label="Email" type="email" autoComplete="email" inputMode="email" maxLength={254} />
              <TextField form={form} name="phone" label="Số điện thoại" type="tel" autoComplete="tel" inputMode="tel" maxLength={10} />
            </div>
          </section>

          <section className={styles.panel} aria-labelledby="checkout-address">
            <h2 id="checkout-address" className={styles.panelTitle}>
              Địa chỉ giao hàng
            </h2>
            {addresses.length > 0 && (
              <div className={fieldStyles.item}>
                <div className={fieldStyles.label}>
                  <span id="checkout_savedAddress_label" className={fieldStyles.groupLabel}>
                    Chọn địa chỉ đã lưu
                  </span>
                </div>
                <RadioGroup
                  form={form}
                  name="savedAddress"
                  labelledBy="checkout_savedAddress_label"
                  onChoose={chooseAddress}
                  choices={[
                    ...addresses.map((a) => ({
                      value: a.id,
                      label: (
                        <>
                          <strong>{a.fullName}</strong> · {a.phone}
                          <br />
                          <span className={styles.muted}>{addressText(a)}</span>
                        </>
                      ),
                    })),
                    { value: NEW_ADDRESS, label: 'Nhập địa chỉ khác' },
                  ]}
                />
              </div>
            )}
            <div className={styles.grid}>
              <TextField form={form} name="fullName" label="Họ tên người nhận" autoComplete="shipping name" maxLength={100} />
              <TextField
                form={form}
                name="recipientPhone"
                label="Số điện thoại người nhận"
                type="tel"
                autoComplete="shipping tel"
                inputMode="tel"
                maxLength={10}
              />
            </div>
            <TextField
              form={form}
              name="addressLine"
              label="Địa chỉ cụ thể"
              extra="Số nhà, tên đường, thôn/xóm"
              autoComplete="shipping street-address"
              maxLength={255}
            />
            <div className={styles.grid}>
              <TextField form={form} name="ward" label="Phường/Xã" maxLength={100} />
              <TextField form={form} name="district" label="Quận/Huyện" maxLength={100} />
            </div>
            <FieldFrame id={cityField.id} label="Tỉnh/Thành phố" error={cityField.error} extra={cityNote}>
              <CityInput
                id={cityField.id}
                value={city}
                onChange={(value) => form.setValue('city', value)}
                {...cityField.aria}
                aria-describedby={[cityField.aria['aria-describedby'], cityNote && `${cityField.id}_extra`].filter(Boolean).join(' ') || undefined}
              />
            </FieldFrame>
            {savedAddress && savedAddress !== NEW_ADDRESS && <p className={styles.muted}>Bạn có thể sửa địa chỉ đã chọn cho riêng đơn hàng này.</p>}
          </section>

          <section className={styles.panel} aria-labelledby="checkout-shipping">
            <h2 id="checkout-shipping" className={styles.panelTitle}>
              Phương thức vận chuyển
            </h2>
            <RadioGroup
              form={form}
              name="shippingMethod"
              labelledBy="checkout-shipping"
              choices={[
                { value: 'standard', label: 'Giao hàng tiêu chuẩn (2-4 ngày, Hà Nội 1-2 ngày)' },
                { value: 'express', label: 'Giao hàng nhanh' },
              ]}
            />
          </section>

          <section className={styles.panel} aria-labelledby="checkout-payment">
            <h2 id="checkout-payment" className={styles.panelTitle}>
              Phương thức thanh toán
            </h2>
            <RadioGroup
              form={form}
              name="paymentMethod"
              labelledBy="checkout-payment"
              choices={[
                { value: 'cod', label: 'Thanh toán khi nhận hàng (COD)' },
                { value: 'qr_payment', label: 'Chuyển khoản qua mã QR' },
              ]}
            />
          </section>

          <section className={styles.panel} aria-labelledby="checkout-note">
            <h2 id="checkout-note" className={styles.panelTitle}>
              Ghi chú đơn hàng
            </h2>
            <textarea
              id="checkout_customerNote"
              className={`${fieldStyles.input} ${fieldStyles.textarea}`}
              rows={4}
              maxLength={1000}
              aria-labelledby="checkout-note"
              placeholder="Ghi chú về đơn hàng, ví dụ: thời gian hay chỉ dẫn địa điểm giao hàng chi tiết hơn."
              value={form.values.customerNote}
              onChange={(event) => form.setValue('customerNote', event.target.value)}
            />
          </section>
        </div>

        <aside className={`${styles.panel} ${styles.sticky}`} aria-labelledby="checkout-summary">
          <h2 id="checkout-summary" className={styles.panelTitle}>
            Đơn hàng ({items.length} sản phẩm)
          </h2>
          <OrderLines lines={lines} label="Sản phẩm đặt mua" />
          <CouponBox subtotal={subtotal} applied={applied} onApplied={(result) => setCoupon(result ? { result, subtotal } : null)} />
          <OrderFigures {...totals} couponCode={applied?.coupon.code} />
          <ShopButton variant="primary" type="submit" size="large" block className={styles.submit} loading={loading} disabled={loading}>
            {loading ? 'Đang xử lý...' : 'Đặt hàng'}
          </ShopButton>
        </aside>
      </div>
    </form>
  );
}
