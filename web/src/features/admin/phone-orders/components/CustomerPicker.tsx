import { useLazyQuery, useMutation } from '@apollo/client/react';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useState } from 'react';
import { errorMessage } from '../../../../lib/apollo/errors';
import { emailRules, phoneRules, required } from '../../../../lib/form-rules';
import type { OrderCustomerFieldsFragment } from '../../../../lib/graphql/generated';
import { toast } from '../../../../lib/toast';
import { CREATE_ORDER_CUSTOMER, ORDER_CUSTOMERS } from '../api/phone-orders.documents';
import styles from './phone-order.module.css';

export type OrderCustomer = OrderCustomerFieldsFragment;

interface CustomerPickerProps {
  customer: OrderCustomer | null;
  onChoose: (customer: OrderCustomer | null) => void;
}

const looksLikePhone = (text: string) => /^0\d{9}$/.test(text.replace(/\s/g, ''));

/** The customer an order is taken for: found by phone, e-mail or name, or created here (decision 0660). */
export function CustomerPicker({ customer, onChoose }: CustomerPickerProps) {
  const [find, found] = useLazyQuery(ORDER_CUSTOMERS, { fetchPolicy: 'network-only' });
  const [create, creating] = useMutation(CREATE_ORDER_CUSTOMER);
  const [searched, setSearched] = useState('');
  const [form] = Form.useForm<{ name: string; phone: string; email: string }>();

  const search = (text: string) => {
    const query = text.trim();
    setSearched(query);
    if (!query) return;
    if (looksLikePhone(query)) form.setFieldsValue({ phone: query.replace(/\s/g, '') });
    void find({ variables: { search: query } });
  };

  const submit = async (values: { name: string; phone: string; email: string }) => {
    try {
      const { data } = await create({ variables: { input: values } });
      if (data) {
        toast.success('Đã tạo khách hàng');
        form.resetFields();
        onChoose(data.createOrderCustomer);
      }
    } catch (err) {
      toast.error(errorMessage(err, 'Tạo khách hàng thất bại'));
    }
  };

  if (customer) {
    return (
      <Card title="1. Khách hàng" size="small">
        <p className={styles.chosen} aria-live="polite">
          <strong>{customer.name}</strong> · {customer.phone ?? 'chưa có số điện thoại'} · {customer.email}
        </p>
        <Button onClick={() => onChoose(null)}>Đổi khách hàng</Button>
      </Card>
    );
  }

  const results = found.data?.orderCustomers ?? [];
  return (
    <Card title="1. Khách hàng" size="small">
      <Input.Search
        placeholder="Số điện thoại, email hoặc tên"
        aria-label="Tìm khách hàng theo số điện thoại, email hoặc tên"
        enterButton="Tìm khách hàng"
        allowClear
        loading={found.loading}
        onSearch={search}
      />
      {searched && !found.loading && found.data && (
        <ul className={styles.results} aria-label="Khách hàng tìm thấy">
          {results.length === 0 && <li>Không tìm thấy khách hàng. Tạo khách hàng mới bên dưới.</li>}
          {results.map((c) => (
            <li key={c.id} className={styles.result}>
              <span>
                <strong>{c.name}</strong> · {c.phone ?? '—'} · {c.email}
              </span>
              <Button size="small" onClick={() => onChoose(c)} aria-label={`Chọn khách hàng ${c.name}`}>
                Chọn
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Form form={form} layout="vertical" onFinish={submit} className={styles.newCustomer} aria-label="Khách hàng mới">
        <h3 className={styles.subTitle}>Khách hàng mới</h3>
        <div className={styles.grid}>
          <Form.Item name="name" label="Họ tên" rules={[required('Vui lòng nhập họ tên')]}>
            <Input maxLength={100} autoComplete="off" />
          </Form.Item>
          <Form.Item name="phone" label="Số điện thoại" rules={phoneRules}>
            <Input type="tel" inputMode="tel" maxLength={10} autoComplete="off" />
          </Form.Item>
          <Form.Item name="email" label="Email" rules={emailRules} extra="Khách đặt mật khẩu qua “Quên mật khẩu” với email này.">
            <Input type="email" autoComplete="off" />
          </Form.Item>
        </div>
        <Button htmlType="submit" loading={creating.loading}>
          Tạo khách hàng
        </Button>
      </Form>
    </Card>
  );
}
