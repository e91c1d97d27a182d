import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber, { type InputNumberProps } from 'antd/es/input-number';
import Select from 'antd/es/select';
import { discountPercent } from '../../../../../../components/product/money.logic';
import type { AdminCategory } from '../../../shared/api/catalog-admin.types';
import { PRODUCT_MESSAGES } from '../../lib/product-form.logic';
import styles from './ProductForm.module.css';

/** Money in vi-VN grouping while typing ('1.250.000'); the value stays an integer of dong. */
const groupDigits = (value: number | string | undefined) => (value === undefined || value === '' ? '' : String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '.'));
const readDigits = (text: string | undefined) => Number((text ?? '').replace(/\D/g, '') || 0);

const MAX_PRICE = 1_000_000_000;

/** A price in whole đồng, its digits grouped as the shop writes them (Form.Item gives it value and onChange). */
function MoneyInput(props: InputNumberProps<number>) {
  return (
    <InputNumber<number>
      controls={false}
      min={0}
      max={MAX_PRICE}
      precision={0}
      formatter={groupDigits}
      parser={readDigits}
      suffix="₫"
      className={styles.number}
      {...props}
    />
  );
}

/** product §2: selling price, optional original price, category, optional brand, comma-separated lists. */
interface PricingSectionProps {
  categories: AdminCategory[];
  categoriesLoading: boolean;
  categoriesFailed: boolean;
}

export function PricingSection({ categories, categoriesLoading, categoriesFailed }: PricingSectionProps) {
  const price = Form.useWatch<number | null | undefined>('price');
  const originalPrice = Form.useWatch<number | null | undefined>('originalPrice');
  const percent = discountPercent(price ?? 0, originalPrice);

  return (
    <>
      <div className={styles.pair}>
        <Form.Item name="price" label="Giá bán" rules={[{ required: true, message: PRODUCT_MESSAGES.price }]}>
          <MoneyInput />
        </Form.Item>
        <Form.Item name="originalPrice" label="Giá gốc" extra={percent > 0 ? `Giảm ${percent}%` : 'Để trống nếu không giảm giá'}>
          <MoneyInput />
        </Form.Item>
      </div>
      <Form.Item name="category" label="Danh mục" rules={[{ required: true, message: PRODUCT_MESSAGES.category }]}>
        <Select
          placeholder="Chọn danh mục"
          loading={categoriesLoading}
          showSearch={{ optionFilterProp: 'label' }}
          options={categories.map((c) => ({ value: c.id, label: c.name }))}
          notFoundContent={categoriesFailed ? 'Không thể tải danh mục, vui lòng tải lại trang' : 'Không có danh mục'}
        />
      </Form.Item>
      <Form.Item name="brand" label="Thương hiệu">
        <Input maxLength={100} />
      </Form.Item>
      {(
        [
          ['colors', 'Các màu sắc', 'Đỏ, Xanh, Be'],
          ['materials', 'Các chất liệu', 'Canvas, Da'],
          ['sizes', 'Các kích thước', 'S, M, L'],
        ] as const
      ).map(([name, label, example]) => (
        <Form.Item key={name} name={name} label={label} extra={`Phân cách bằng dấu phẩy, ví dụ: ${example}`}>
          <Input />
        </Form.Item>
      ))}
    </>
  );
}
