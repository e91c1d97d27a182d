import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import { PRODUCT_MESSAGES, totalStock, type VariantValues } from '../../lib/product-form.logic';
import styles from './ProductForm.module.css';
import { formatCount } from '../../../../../../lib/shop-rules';

const TEXT_FIELDS: { name: keyof VariantValues; label: string; placeholder?: string }[] = [
  { name: 'name', label: 'Tên biến thể', placeholder: 'Ví dụ: Đỏ - Canvas - M' },
  { name: 'color', label: 'Màu sắc' },
  { name: 'material', label: 'Chất liệu' },
  { name: 'size', label: 'Kích thước' },
  { name: 'sku', label: 'SKU', placeholder: 'Để trống để tạo tự động' },
];

/** product §2: variant rows added and removed, each with its stock (product §12: required, at least 0). */
export function VariantsSection() {
  const variants = Form.useWatch<VariantValues[] | undefined>('variants');
  return (
    <Form.List name="variants">
      {(fields, { add, remove }) => (
        <div className={styles.variants}>
          {fields.length === 0 && <p className={styles.muted}>Chưa có biến thể nào. Sản phẩm không có biến thể dùng tồn kho chung bên dưới.</p>}
          {fields.map((field, index) => (
            <fieldset key={field.key} className={styles.variant}>
              <legend className={styles.variantLegend}>Biến thể {index + 1}</legend>
              <Form.Item name={[field.name, 'id']} hidden>
                <Input />
              </Form.Item>
              <div className={styles.variantGrid}>
                {TEXT_FIELDS.map((f) => (
                  <Form.Item key={f.name} name={[field.name, f.name]} label={f.label} className={styles.compact}>
                    <Input placeholder={f.placeholder} maxLength={f.name === 'sku' ? 64 : 100} />
                  </Form.Item>
                ))}
                <Form.Item
                  name={[field.name, 'stock']}
                  label="Tồn kho"
                  className={styles.compact}
                  rules={[
                    { required: true, message: PRODUCT_MESSAGES.stock },
                    { type: 'number', min: 0, message: PRODUCT_MESSAGES.stock },
                  ]}
                >
                  <InputNumber controls={false} min={0} precision={0} max={1_000_000} className={styles.number} />
                </Form.Item>
              </div>
              <Button danger icon={<DeleteOutlined aria-hidden="true" />} onClick={() => remove(field.name)} className={styles.removeVariant}>
                Xóa biến thể {index + 1}
              </Button>
            </fieldset>
          ))}
          <div className={styles.variantFooter}>
            <Button icon={<PlusOutlined aria-hidden="true" />} onClick={() => add({ stock: 0 })}>
              Thêm biến thể
            </Button>
            {fields.length > 0 && (
              <span className={styles.total} aria-live="polite">
                Tổng tồn kho: <strong>{formatCount(totalStock(variants))}</strong>
              </span>
            )}
          </div>
        </div>
      )}
    </Form.List>
  );
}
