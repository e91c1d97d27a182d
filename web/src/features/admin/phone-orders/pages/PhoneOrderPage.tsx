import { useMutation } from '@apollo/client/react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import { useState } from 'react';
import { errorCode, errorMessage } from '../../../../lib/apollo/errors';
import { randomId } from '../../../../lib/random-id';
import { formatVnd } from '../../../../lib/shop-rules.js';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import page from '../../shared/admin-page.module.css';
import { PLACE_ORDER_FOR_CUSTOMER } from '../api/phone-orders.documents';
import { CustomerPicker, type OrderCustomer } from '../components/CustomerPicker';
import { DeliveryFields, type DeliveryValues } from '../components/DeliveryFields';
import { PlacedOrder } from '../components/PlacedOrder';
import { ProductPicker } from '../components/ProductPicker';
import styles from '../components/phone-order.module.css';
import { phoneOrderTotals, type PickedLine } from '../lib/phone-order.logic';

type Placed = { id: string; orderNumber: string; totalAmount: number; paymentMethod: string };

/**
 * /admin/orders/new: an order taken by phone, Zalo or Facebook (decision 0660). Staff pick the
 * customer, the products and the address; the order is placed as the customer's own.
 */
export function PhoneOrderPage() {
  useDocumentTitle('Tạo đơn hàng cho khách');
  const [form] = Form.useForm<DeliveryValues>();
  const city = Form.useWatch('city', form) ?? '';
  const [customer, setCustomer] = useState<OrderCustomer | null>(null);
  const [lines, setLines] = useState<PickedLine[]>([]);
  const [placed, setPlaced] = useState<Placed | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // One key per order being taken: a retry after a lost answer is the same order (decision 0611).
  const [key, setKey] = useState(randomId);
  const [place, placing] = useMutation(PLACE_ORDER_FOR_CUSTOMER);
  const totals = phoneOrderTotals(lines, city);

  const choose = (c: OrderCustomer | null) => {
    setCustomer(c);
    if (c) form.setFieldsValue({ fullName: c.name, phone: c.phone ?? '' });
  };

  const submit = async (v: DeliveryValues) => {
    setProblem(null);
    if (!customer) return setProblem('Vui lòng chọn khách hàng');
    if (!lines.length) return setProblem('Vui lòng chọn sản phẩm');
    try {
      const { data } = await place({
        variables: {
          customerId: customer.id,
          idempotencyKey: key,
          input: {
            items: lines.map((l) => ({ productId: l.productId, variantId: l.variantId, quantity: l.quantity })),
            customerInfo: { name: customer.name, email: customer.email, phone: customer.phone ?? v.phone },
            shippingAddress: { fullName: v.fullName, phone: v.phone, addressLine: v.addressLine, city: v.city, ward: v.ward || null },
            paymentMethod: v.paymentMethod,
            couponCode: v.couponCode?.trim() || null,
            customerNote: v.customerNote?.trim() || null,
          },
        },
      });
      if (data) setPlaced(data.placeOrderForCustomer.order);
    } catch (err) {
      setProblem(errorMessage(err, 'Tạo đơn hàng thất bại, vui lòng thử lại'));
      // A refusal placed nothing: the corrected order is another request with a key of its own.
      if (errorCode(err)) setKey(randomId());
    }
  };

  const next = () => {
    setPlaced(null);
    setCustomer(null);
    setLines([]);
    setKey(randomId());
    form.resetFields();
  };

  return (
    <div>
      <h1 className={page.title}>Tạo đơn hàng cho khách (điện thoại, Zalo, Facebook)</h1>
      {placed ? (
        <PlacedOrder order={placed} onNext={next} />
      ) : (
        <div className={styles.page}>
          <CustomerPicker customer={customer} onChoose={choose} />
          <ProductPicker lines={lines} onChange={setLines} />
          {/* The pickers have forms and search boxes of their own, so they stay outside this one. */}
          <Form form={form} layout="vertical" onFinish={submit} initialValues={{ paymentMethod: 'cod' }} requiredMark={false} className={styles.page}>
            <DeliveryFields city={city} />
            <Card title="4. Tổng cộng" size="small">
              <dl className={page.facts}>
                <div>
                  <dt>Tạm tính:</dt>
                  <dd>{formatVnd(totals.subtotal)}</dd>
                </div>
                <div>
                  <dt>Phí vận chuyển:</dt>
                  <dd>{formatVnd(totals.shippingFee)}</dd>
                </div>
                <div>
                  <dt>Tổng cộng (trước mã giảm giá):</dt>
                  <dd>
                    <strong>{formatVnd(totals.total)}</strong>
                  </dd>
                </div>
              </dl>
              {problem && <Alert type="error" showIcon message={problem} role="alert" className={styles.problem} />}
              <Button type="primary" htmlType="submit" loading={placing.loading} block>
                Tạo đơn hàng
              </Button>
            </Card>
          </Form>
        </div>
      )}
    </div>
  );
}

export default PhoneOrderPage;
