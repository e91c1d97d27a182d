import { stockLevel } from '../lib/stock-level.logic';
import styles from './catalog-components.module.css';
import { formatCount } from '../../../../../lib/shop-rules';

/** product §2: a total stock in red and bold at 0, orange below 5. */
export function StockFigure({ stock }: { stock: number }) {
  const level = stockLevel(stock);
  return <span className={level === 'out' ? styles.stockOut : level === 'low' ? styles.stockLow : undefined}>{formatCount(stock)}</span>;
}
