import type { ReactNode } from 'react';
import { formatVnd } from '../../../components/product/money.logic';
import { ProductImage } from '../../../components/product/ProductImage';
import styles from './orders.module.css';
import lineStyles from './OrderLines.module.css';

export interface Line {
  key: string;
  name: string;
  image?: string | null;
  variantText?: string;
  quantity: number;
  price: number;
  total: number;
  /** Something to add under the line (e.g. the Rate product button). */
  extra?: ReactNode;
}

/** Lines of a cart selection or an order: image, name, variant, quantity × price, line total. */
export function OrderLines({ lines, label }: { lines: readonly Line[]; label: string }) {
  return (
    <ul className={lineStyles.items} aria-label={label}>
      {lines.map((l) => (
        <li key={l.key} className={lineStyles.item}>
          <ProductImage url={l.image} width={160} alt="" loading="lazy" />
          <div>
            <p className={lineStyles.itemName}>{l.name}</p>
            {l.variantText && <p className={styles.itemMeta}>{l.variantText}</p>}
            <p className={styles.itemMeta}>
              {l.quantity} × {formatVnd(l.price)}
            </p>
            {l.extra}
          </div>
          <span className={lineStyles.itemTotal}>{formatVnd(l.total)}</span>
        </li>
      ))}
    </ul>
  );
}
