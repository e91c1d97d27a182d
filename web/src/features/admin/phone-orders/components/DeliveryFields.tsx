import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import { CityInput } from '../../../../components/address/CityInput';
import { provinceRules } from '../../../../components/address/province-rules';
import { useProvinces } from '../../../../components/address/provinces';
import { WardSelect } from '../../../../components/address/WardSelect';
import { phoneRules, required } from '../../../../lib/form-rules';
import { PAYMENT_METHOD_LABELS } from '../../../../lib/shop-rules.js';
import styles from './phone-order.module.css';

export interface DeliveryValues {
  fullName: string;
  phone: string;
  addressLine: string;
  city: string;
  ward?: string | null;
  paymentMethod: 'cod' | 'qr_payment';
  couponCode?: string;
  customerNote?: string;
}

/** The address (province, then ward: decision 0108), the payment method, a coupon and a note: the fields of the antd form around them. */
export function DeliveryFields({ city }: { city: string }) {
  const { provinces } = useProvinces();
  return (
    <Card title="3. Giao hàng và thanh toán" size="small">
      <div className={styles.grid}>
        <Form.Item label="Họ tên người nhận" name="fullName" rules={[required('Vui lòng nhập tên người nhận')]}>
          <Input maxLength={100} autoComplete="off" />
        </Form.Item>
        <Form.Item label="Số điện thoại người nhận" name="phone" rules={phoneRules}>
          <Input type="tel" inputMode="tel" maxLength={10} autoComplete="off" />
        </Form.Item>
      </div>
      <Form.Item label="Địa chỉ cụ thể" name="addressLine" rules={[required('Vui lòng nhập địa chỉ')]} extra="Số nhà, tên đường, thôn/xóm">
        <Input maxLength={300} autoComplete="off" />
      </Form.Item>
      <div className={styles.grid}>
        <Form.Item label="Tỉnh/Thành phố" name="city" rules={provinceRules(provinces)}>
          <CityInput />
        </Form.Item>
        <Form.Item label="Phường/Xã" name="ward">
          <WardSelect province={city && provinces.includes(city) ? city : ''} />
        </Form.Item>
      </div>
      <Form.Item label="Phương thức thanh toán" name="paymentMethod">
        <Radio.Group options={(['cod', 'qr_payment'] as const).map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }))} className={styles.radios} />
      </Form.Item>
      <div className={styles.grid}>
        <Form.Item label="Mã giảm giá" name="couponCode">
          <Input maxLength={40} autoComplete="off" />
        </Form.Item>
        <Form.Item label="Ghi chú" name="customerNote">
          <Input maxLength={1000} autoComplete="off" />
        </Form.Item>
      </div>
    </Card>
  );
}
