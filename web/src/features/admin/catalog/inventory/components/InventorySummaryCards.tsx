import type { InventorySummary } from '../../shared/api/catalog-admin.types';
import styles from './inventory.module.css';
import { formatCount } from '../../../../../lib/shop-rules';

const CARDS: { key: keyof InventorySummary; label: string; tone: string }[] = [
  { key: 'totalVariants', label: 'Tổng biến thể', tone: styles.total },
  { key: 'inStock', label: 'Còn hàng', tone: styles.in },
  { key: 'low', label: 'Sắp hết', tone: styles.low },
  { key: 'out', label: 'Hết hàng', tone: styles.out },
];

/**
 * product §2 "Summary cards: total variants, in stock, low, out", counted by the catalog as product §4.4
 * says (in stock is above 5, so an item with exactly 5 is in none of the three groups).
 */
export function InventorySummaryCards({ summary }: { summary?: InventorySummary }) {
  return (
    <dl className={styles.cards} aria-label="Tổng quan tồn kho">
      {CARDS.map((c) => (
        <div key={c.key} className={`${styles.card} ${c.tone}`}>
          <dt>{c.label}</dt>
          <dd>{summary ? formatCount(summary[c.key]) : '–'}</dd>
        </div>
      ))}
    </dl>
  );
}
