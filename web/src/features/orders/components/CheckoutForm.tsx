import { useMutation } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { provinceChecks, useProvinces } from '../../../components/address/provinces';
import { TextField } from '../../../components/form/fields';
import fieldStyles from '../../../components/form/form.module.css';
import { useLightForm } from '../../../components/form/use-light-form';
import { ShopButton } from '../../../components/ui/ShopButton';
import type { CartItem } from '../../../lib/cart';
import { emailChecks, phoneChecks, requiredCheck } from '../../../lib/field-checks';
import { shippingFeeFor } from '../../../lib/shop-rules';
import { toast } from '../../../lib/toast';
import { SAVE_CHECKOUT_ADDRESS, type CouponValidation } from '../api/orders.documents';
import { useCheckoutPrefill } from '../api/use-checkout-prefill';
import { usePlaceOrder } from '../api/use-place-order';
import { addressInput, INITIAL_VALUES, NEW_ADDRESS, placeOrderInput, type CheckoutValues } from '../lib/checkout-form.logic';
import { checkoutTotals, shippingChoices } from '../lib/checkout.logic';
import { describeLine } from '../lib/lines';
import { CheckoutAddressSection } from './CheckoutAddressSection';
import { CheckoutChoiceSection } from './CheckoutChoiceSection';
import { CouponBox } from './CouponBox';
import { OrderFigures } from './OrderFigures';
import { OrderLines } from './OrderLines';
import styles from './orders.module.css';

// antd's scrollToFirstError, and the focus there too (its message is read with it).
const showFirstError = (fields: string[]) => {
  const field = document.getElementById(`checkout_${fields[0]}`);
  field?.scrollIntoView({ block: 'center' });
  field?.focus({ preventScroll: true });
};

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
  const profile = useCheckoutPrefill(form);
  const { place, loading } = usePlaceOrder();
  const [saveAddress, setSaveAddress] = useState(false);
  const [addAddress] = useMutation(SAVE_CHECKOUT_ADDRESS, { refetchQueries: ['CheckoutProfile'], awaitRefetchQueries: true });
  const [coupon, setCoupon] = useState<{ result: CouponValidation; subtotal: number } | null>(null);

  const subtotal = items.reduce((sum, i) => sum + i.product.price * i.quantity, 0);
  // A coupon applied to another selection no longer holds: it is applied again on the new subtotal.
  const applied = coupon && coupon.subtotal === subtotal ? coupon.result : null;
  const totals = checkoutTotals(subtotal, shippingFeeFor(form.values.city, form.values.shippingMethod), applied?.discount ?? 0);
  const lines = useMemo(() => items.map(describeLine), [items]);

  const submit = async (values: CheckoutValues) => {
    if (items.length === 0) {
      toast.error('Giỏ hàng trống');
      return;
    }
    // 'Lưu địa chỉ này': saved once the order is placed, before leaving the page; the order stands if saving fails.
    const save =
      saveAddress && values.savedAddress === NEW_ADDRESS
        ? () =>
            addAddress({ variables: { input: addressInput(values) } }).then(
              () => undefined,
              () => void toast.error('Không lưu được địa chỉ này'),
            )
        : undefined;
    await place(placeOrderInput(values, items, applied?.coupon.code ?? null), save);
  };

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

          <CheckoutAddressSection
            form={form}
            addresses={profile?.addresses ?? []}
            provinces={provinces}
            saveAddress={saveAddress}
            onSaveAddress={setSaveAddress}
          />

          <CheckoutChoiceSection
            form={form}
            name="shippingMethod"
            id="checkout-shipping"
            title="Phương thức vận chuyển"
            choices={shippingChoices(form.values.city)}
          />

          <CheckoutChoiceSection
            form={form}
            name="paymentMethod"
            id="checkout-payment"
            title="Phương thức thanh toán"
            choices={[
              { value: 'cod', label: 'Thanh toán khi nhận hàng (COD)' },
              { value: 'qr_payment', label: 'Chuyển khoản qua mã QR' },
            ]}
          />

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
