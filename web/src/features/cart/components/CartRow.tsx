import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatVnd } from '../../../components/product/money.logic';
import { ProductImage } from '../../../components/product/ProductImage';
import { QuantityInput } from '../../../components/product/QuantityInput';
import { ConfirmPopover } from '../../../components/ui/ConfirmPopover';
import type { CartLine } from '../lib/cart-line';
import { boundedQuantity, lineTotal, originalLineTotal } from '../lib/cart-totals.logic';
import styles from './CartRow.module.css';

interface CartRowProps {
  line: CartLine;
  onToggle(): void;
  onQuantity(quantity: number): void;
  onRemove(): void;
}

/** One cart item (product §5 "Cart"): checkbox, image, link, variant, quantity, totals, remove. */
export function CartRow({ line, onToggle, onQuantity, onRemove }: CartRowProps) {
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const original = originalLineTotal(line);
  const stock = typeof line.stock === 'number' && line.stock > 0 ? line.stock : undefined;
  const changeQuantity = (asked: number) => {
    const next = boundedQuantity(asked, stock);
    setLimitMessage(next < asked && stock !== undefined ? `Chỉ còn ${stock} sản phẩm có sẵn` : null);
    if (next !== line.quantity) onQuantity(next);
  };
  return (
    <li className={styles.row}>
      <input type="checkbox" className={styles.check} checked={line.selected} onChange={onToggle} aria-label={`Chọn ${line.name}`} />
      <Link to={`/products/${line.productId}`} className={styles.thumb} tabIndex={-1} aria-hidden="true">
        <ProductImage url={line.imageUrl} width={160} alt="" loading="lazy" className={styles.image} />
      </Link>
      <div className={styles.details}>
        <Link to={`/products/${line.productId}`} className={styles.name}>
          {line.name}
        </Link>
        {line.variantText && <p className={styles.variant}>{line.variantText}</p>}
        <p className={styles.unit}>{formatVnd(line.price)}</p>
        <div className={styles.controls}>
          <QuantityInput value={line.quantity} max={stock} onChange={changeQuantity} size="small" label={`Số lượng ${line.name}`} />
          <ConfirmPopover
            title="Xóa sản phẩm này khỏi giỏ hàng?"
            okText="Xóa"
            cancelText="Hủy"
            onConfirm={onRemove}
            triggerLabel={`Xóa ${line.name} khỏi giỏ hàng`}
            triggerClassName={styles.remove}
          >
            Xóa
          </ConfirmPopover>
        </div>
        {limitMessage && (
          <p className={styles.limit} role="alert">
            {limitMessage}
          </p>
        )}
      </div>
      <div className={styles.totals}>
        <span className={styles.total}>{formatVnd(lineTotal(line))}</span>
        {original !== null && (
          <del className={styles.original}>
            <span className={styles.srOnly}>Giá gốc </span>
            {formatVnd(original)}
          </del>
        )}
      </div>
    </li>
  );
}
