import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { useLazyQuery } from '@apollo/client/react';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import { formatVnd } from '../../../../lib/shop-rules.js';
import { PHONE_ORDER_PRODUCTS } from '../api/phone-orders.documents';
import { addLine, removeLine, setQuantity, type PickedLine } from '../lib/phone-order.logic';
import styles from './phone-order.module.css';

interface ProductPickerProps {
  lines: PickedLine[];
  onChange: (lines: PickedLine[]) => void;
}

const variantName = (v: { name: string | null; color: string | null; size: string | null }) => [v.name || v.color, v.size].filter(Boolean).join(' / ');

/** Products and variants with their stock now, found as the admin product list finds them; the lines picked and their quantities. */
export function ProductPicker({ lines, onChange }: ProductPickerProps) {
  const [find, found] = useLazyQuery(PHONE_ORDER_PRODUCTS, { fetchPolicy: 'network-only' });
  const search = (text: string) => {
    if (text.trim()) void find({ variables: { filter: { search: text.trim(), limit: 8 } } });
  };
  const products = found.data?.products.products ?? [];

  return (
    <Card title="2. Sản phẩm" size="small">
      <Input.Search
        placeholder="Tên sản phẩm hoặc SKU"
        aria-label="Tìm sản phẩm"
        enterButton="Tìm sản phẩm"
        allowClear
        loading={found.loading}
        onSearch={search}
      />
      {found.data && (
        <ul className={styles.results} aria-label="Sản phẩm tìm thấy">
          {products.length === 0 && <li>Không tìm thấy sản phẩm</li>}
          {products.map((p) => {
            const choices = p.variants.length
              ? p.variants.map((v) => ({ variantId: v.id as string | null, label: variantName(v), stock: v.stock }))
              : [{ variantId: null, label: '', stock: p.totalStock }];
            return (
              <li key={p.id} className={styles.product}>
                <span>
                  <strong>{p.name}</strong> · {formatVnd(p.price)}
                </span>
                <span className={styles.variants}>
                  {choices.map((c) => {
                    const name = c.label ? `${p.name} · ${c.label}` : p.name;
                    return (
                      <Button
                        key={c.variantId ?? 'none'}
                        size="small"
                        disabled={c.stock <= 0}
                        aria-label={`Thêm ${name}, còn ${c.stock}`}
                        onClick={() => onChange(addLine(lines, { productId: p.id, variantId: c.variantId, name, price: p.price, stock: c.stock }))}
                      >
                        {c.label || 'Thêm'} · {c.stock > 0 ? `còn ${c.stock}` : 'hết hàng'}
                      </Button>
                    );
                  })}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <h3 className={styles.subTitle}>Sản phẩm đã chọn</h3>
      {lines.length === 0 ? (
        <p>Chưa chọn sản phẩm nào</p>
      ) : (
        <ul className={styles.lines} aria-label="Sản phẩm đã chọn">
          {lines.map((l) => (
            <li key={`${l.productId}|${l.variantId ?? ''}`} className={styles.line}>
              <span className={styles.lineName}>
                {l.name}
                <br />
                {formatVnd(l.price)} × {l.quantity} = <strong>{formatVnd(l.price * l.quantity)}</strong>
              </span>
              <InputNumber
                min={1}
                max={Math.min(l.stock, 99)}
                value={l.quantity}
                aria-label={`Số lượng ${l.name}`}
                onChange={(q) => onChange(setQuantity(lines, l, Number(q ?? 1)))}
              />
              <Button icon={<DeleteOutlined aria-hidden="true" />} aria-label={`Bỏ ${l.name}`} onClick={() => onChange(removeLine(lines, l))} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
