import type { HTMLAttributes } from 'react';
import styles from './StatusTag.module.css';

/** antd's preset Tag colours the order statuses use (ORDER_STATUS_COLORS in lib/shop-rules). */
const PRESETS: Record<string, string | undefined> = {
  gold: styles.gold,
  blue: styles.blue,
  cyan: styles.cyan,
  purple: styles.purple,
  green: styles.green,
  red: styles.red,
};

/** A status badge in the look of antd's Tag with a preset colour, for pages that load no antd (decision 0902). */
export function StatusTag({ color, className, ...rest }: HTMLAttributes<HTMLSpanElement> & { color: string }) {
  return <span {...rest} className={[styles.tag, PRESETS[color], className].filter(Boolean).join(' ')} />;
}
