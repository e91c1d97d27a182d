import { useMutation, useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CityInput } from '../../../components/address/CityInput';
import { oldCityNote, provinceRules, useProvinces } from '../../../components/address/provinces';
import { errorMessage } from '../../../lib/apollo/errors';
import { itemInput, useCart, type CartItem } from '../../../lib/cart';
import { emailRules, phoneRules, required } from '../../../lib/form-rules';
import { randomId } from '../../../lib/random-id';
import { writeSession } from '../../../lib/session-storage';
import { toast } from '../../../lib/toast';
import { CHECKOUT_PROFILE, PLACE_ORDER, type CheckoutProfile, type CouponValidation, type PlaceOrderInput } from '../api/orders.documents';
import { checkoutTotals, isRefusalStatus, keyAfterFailure, shippingFeeFor } from '../lib/checkout.logic';
import { describeLine } from '../lib/lines';
import { addressText } from '../lib/order-labels.logic';
import { CouponBox } from './CouponBox';
import { OrderFigures } from './OrderFigures';
import { OrderLines } from './OrderLines';
import styles from './orders.module.css';

/** Session storage key the QR payment page reads after checkout (spec §4 "Checkout result", §9). */
export const PAYMENT_DATA_KEY = 'paymentData';

interface CheckoutValues {
  name: string;
  email: string;
  phone: string;
  savedAddress?: string;
  fullName: string;
  recipientPhone: string;
  addressLine: string;
  ward?: string;
  district?: string;
  city: string;
  shippingMethod: 'standard' | 'express';
  paymentMethod: 'cod' | 'qr_payment';
  customerNote?: string;
}

const NEW_ADDRESS = 'new';
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
 * spec §2 "Checkout" for a signed-in customer: customer info (prefilled from the profile), the
 * shipping address (a saved one or typed), shipping and payment methods, a note, the summary with
 * the shipping fee following the city as typed, the coupon box, and the submit button.
 */
export function CheckoutForm({ items }: { items: readonly CartItem[] }) {
  const [form] = Form.useForm<CheckoutValues>();
  const navigate = useNavigate();
  const { refresh } = useCart();
  const profile = useQuery(CHECKOUT_PROFILE).data?.me;
  const [placeOrder, { loading }] = useMutation(PLACE_ORDER);
  // One Idempotency-Key per checkout attempt: a retry of an unanswered attempt sends it again.
  const idempotencyKey = useRef(randomId());
  const [coupon, setCoupon] = useState<{ result: CouponValidation; subtotal: number } | null>(null);

  const subtotal = items.reduce((sum, i) => sum + i.product.price * i.quantity, 0);
  const city = Form.useWatch('city', form);
  const { provinces } = useProvinces();
  const savedAddress = Form.useWatch('savedAddress', form);
  // A coupon applied to another selection no longer holds: it is applied again on the new subtotal.
  const applied = coupon && coupon.subtotal === subtotal ? coupon.result : null;
  const totals = checkoutTotals(subtotal, shippingFeeFor(city), applied?.discount ?? 0);
  const lines = useMemo(() => items.map(describeLine), [items]);

  // Prefill once the profile arrives, without overwriting what the customer already typed.
  const prefilled = useRef(false);
  useEffect(() => {
    if (!profile || prefilled.current) return;
    prefilled.current = true;
    const keep = (name: keyof CheckoutValues) => form.isFieldTouched(name);
    const fill: Partial<CheckoutValues> = {};
    if (!keep('name')) fill.name = profile.name;
    if (!keep('email')) fill.email = profile.email;
    if (!keep('phone') && profile.phone) fill.phone = profile.phone;
    const preferred = profile.addresses.find((a) => a.isDefault) ?? profile.addresses[0];
    if (preferred && !['addressLine', 'city', 'fullName'].some((n) => keep(n as keyof CheckoutValues))) Object.assign(fill, addressFields(preferred));
    else if (!keep('fullName')) Object.assign(fill, { fullName: profile.name, recipientPhone: profile.phone ?? '', savedAddress: NEW_ADDRESS });
    form.setFieldsValue(fill);
  }, [profile, form]);

  const chooseAddress = (id: string) => {
    const address = profile?.addresses.find((a) => a.id === id);
    if (address) form.setFieldsValue(addressFields(address));
    else form.setFieldsValue({ savedAddress: NEW_ADDRESS, addressLine: '', ward: '', district: '', city: '' });
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

  return (
    <Form<CheckoutValues>
      form={form}
      name="checkout"
      layout="vertical"
      noValidate
      requiredMark={false}
      initialValues={{ shippingMethod: 'standard', paymentMethod: 'cod', savedAddress: NEW_ADDRESS }}
      onFinish={submit}
      scrollToFirstError
    >
      <div className={styles.layout}>
        <div>
          <section className={styles.panel} aria-labelledby="checkout-customer">
            <h2 id="checkout-customer" className={styles.panelTitle}>
              Thông tin khách hàng
            </h2>
            <Form.Item label="Họ tên" name="name" rules={[required('Vui lòng nhập họ tên')]}>
              <Input autoComplete="name" maxLength={100} />
            </Form.Item>
            <div className={styles.grid}>
              <Form.Item label="Email" name="email" rules={emailRules}>
                <Input type="email" autoComplete="email" inputMode="email" maxLength={254} />
              </Form.Item>
              <Form.Item label="Số điện thoại" name="phone" rules={phoneRules}>
                <Input type="tel" autoComplete="tel" inputMode="tel" maxLength={10} />
              </Form.Item>
            </div>
          </section>

          <section className={styles.panel} aria-labelledby="checkout-address">
            <h2 id="checkout-address" className={styles.panelTitle}>
              Địa chỉ giao hàng
            </h2>
            {addresses.length > 0 && (
              <Form.Item label="Chọn địa chỉ đã lưu" name="savedAddress">
                <Radio.Group className={styles.radioStack} onChange={(e) => chooseAddress(String(e.target.value))}>
                  {addresses.map((a) => (
                    <Radio key={a.id} value={a.id}>
                      <strong>{a.fullName}</strong> · {a.phone}
                      <br />
                      <span className={styles.muted}>{addressText(a)}</span>
                    </Radio>
                  ))}
                  <Radio value={NEW_ADDRESS}>Nhập địa chỉ khác</Radio>
                </Radio.Group>
              </Form.Item>
            )}
            <div className={styles.grid}>
              <Form.Item label="Họ tên người nhận" name="fullName" rules={[required('Vui lòng nhập họ tên người nhận')]}>
                <Input autoComplete="shipping name" maxLength={100} />
              </Form.Item>
              <Form.Item label="Số điện thoại người nhận" name="recipientPhone" rules={phoneRules}>
                <Input type="tel" autoComplete="shipping tel" inputMode="tel" maxLength={10} />
              </Form.Item>
            </div>
            <Form.Item label="Địa chỉ cụ thể" name="addressLine" rules={[required('Vui lòng nhập địa chỉ')]} extra="Số nhà, tên đường, thôn/xóm">
              <Input autoComplete="shipping street-address" maxLength={255} />
            </Form.Item>
            <div className={styles.grid}>
              <Form.Item label="Phường/Xã" name="ward">
                <Input maxLength={100} />
              </Form.Item>
              <Form.Item label="Quận/Huyện" name="district">
                <Input maxLength={100} />
              </Form.Item>
            </div>
            <Form.Item label="Tỉnh/Thành phố" name="city" rules={provinceRules(provinces)} extra={oldCityNote(provinces, city)}>
              <CityInput />
            </Form.Item>
            {savedAddress && savedAddress !== NEW_ADDRESS && <p className={styles.muted}>Bạn có thể sửa địa chỉ đã chọn cho riêng đơn hàng này.</p>}
          </section>

          <section className={styles.panel} aria-labelledby="checkout-shipping">
            <h2 id="checkout-shipping" className={styles.panelTitle}>
              Phương thức vận chuyển
            </h2>
            <Form.Item name="shippingMethod" noStyle>
              <Radio.Group className={styles.radioStack} aria-labelledby="checkout-shipping">
                <Radio value="standard">Giao hàng tiêu chuẩn (2-4 ngày, Hà Nội 1-2 ngày)</Radio>
                <Radio value="express">Giao hàng nhanh</Radio>
              </Radio.Group>
            </Form.Item>
          </section>

          <section className={styles.panel} aria-labelledby="checkout-payment">
            <h2 id="checkout-payment" className={styles.panelTitle}>
              Phương thức thanh toán
            </h2>
            <Form.Item name="paymentMethod" noStyle>
              <Radio.Group className={styles.radioStack} aria-labelledby="checkout-payment">
                <Radio value="cod">Thanh toán khi nhận hàng (COD)</Radio>
                <Radio value="qr_payment">Chuyển khoản qua mã QR</Radio>
              </Radio.Group>
            </Form.Item>
          </section>

          <section className={styles.panel} aria-labelledby="checkout-note">
            <h2 id="checkout-note" className={styles.panelTitle}>
              Ghi chú đơn hàng
            </h2>
            <Form.Item name="customerNote" noStyle>
              <Input.TextArea
                rows={4}
                maxLength={1000}
                aria-labelledby="checkout-note"
                placeholder="Ghi chú về đơn hàng, ví dụ: thời gian hay chỉ dẫn địa điểm giao hàng chi tiết hơn."
              />
            </Form.Item>
          </section>
        </div>

        <aside className={`${styles.panel} ${styles.sticky}`} aria-labelledby="checkout-summary">
          <h2 id="checkout-summary" className={styles.panelTitle}>
            Đơn hàng ({items.length} sản phẩm)
          </h2>
          <OrderLines lines={lines} label="Sản phẩm đặt mua" />
          <CouponBox subtotal={subtotal} applied={applied} onApplied={(result) => setCoupon(result ? { result, subtotal } : null)} />
          <OrderFigures {...totals} couponCode={applied?.coupon.code} />
          <Button type="primary" htmlType="submit" size="large" className={styles.submit} loading={loading} disabled={loading}>
            {loading ? 'Đang xử lý...' : 'Đặt hàng'}
          </Button>
        </aside>
      </div>
    </Form>
  );
}
