import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import { PRODUCT_MESSAGES, stockOverview, type VariantValues } from '../../lib/product-form.logic';
import styles from './ProductForm.module.css';
import { formatCount } from '../../../../../../lib/shop-rules';

/** product §2 "Stock overview (variant count and total)"; without variants, the product's own stock. */
export function StockOverview() {
  const variants = Form.useWatch<VariantValues[] | undefined>('variants');
  const stock = Form.useWatch<number | null | undefined>('stock');
  const { variantCount, total } = stockOverview({ variants, stock });
  return (
    <>
      <dl className={styles.overview}>
        <div>
          <dt>Số biến thể</dt>
          <dd>{variantCount}</dd>
        </div>
        <div>
          <dt>Tổng tồn kho</dt>
          <dd>{formatCount(total)}</dd>
        </div>
      </dl>
      {variantCount === 0 && (
        <Form.Item
          name="stock"
          label="Tồn kho"
          extra="Sản phẩm không có biến thể"
          rules={[
            { required: true, message: PRODUCT_MESSAGES.stock },
            { type: 'number', min: 0, message: PRODUCT_MESSAGES.stock },
          ]}
        >
          <InputNumber controls={false} min={0} max={1_000_000} precision={0} className={styles.number} />
        </Form.Item>
      )}
    </>
  );
}
