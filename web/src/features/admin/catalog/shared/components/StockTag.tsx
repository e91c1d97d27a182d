import Tag from 'antd/es/tag';
import { STOCK_LEVEL_LABELS, stockLevel, type StockLevel } from '../lib/stock-level.logic';

const COLORS: Record<StockLevel, string> = { in: 'green', low: 'orange', out: 'red' };

/** product §4.4 stock level: 'Còn hàng', 'Sắp hết', 'Hết hàng'. */
export function StockTag({ stock }: { stock: number }) {
  const level = stockLevel(stock);
  return <Tag color={COLORS[level]}>{STOCK_LEVEL_LABELS[level]}</Tag>;
}
