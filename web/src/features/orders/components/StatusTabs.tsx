import { useRef, type KeyboardEvent } from 'react';
import { MY_ORDER_TABS, type MyOrderTab } from '../lib/order-labels.logic';
import styles from './StatusTabs.module.css';

export const ORDERS_PANEL_ID = 'my-orders-panel';

/**
 * The five filter tabs of product §2 "My orders" as an ARIA tab list: arrow keys, Home and End move
 * and choose; on a narrow screen the row scrolls sideways instead of hiding tabs in a menu.
 */
export function StatusTabs({ active, onChange }: { active: MyOrderTab; onChange(tab: MyOrderTab): void }) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (index: number) => {
    const i = (index + MY_ORDER_TABS.length) % MY_ORDER_TABS.length;
    refs.current[i]?.focus();
    onChange(MY_ORDER_TABS[i].key);
  };
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const current = MY_ORDER_TABS.findIndex((t) => t.key === active);
    if (e.key === 'ArrowRight') move(current + 1);
    else if (e.key === 'ArrowLeft') move(current - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(MY_ORDER_TABS.length - 1);
    else return;
    e.preventDefault();
  };
  return (
    <div role="tablist" aria-label="Lọc đơn hàng theo trạng thái" className={styles.tabs} onKeyDown={onKey}>
      {MY_ORDER_TABS.map((t, i) => (
        <button
          key={t.key}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={`orders-tab-${t.key}`}
          aria-selected={t.key === active}
          aria-controls={ORDERS_PANEL_ID}
          tabIndex={t.key === active ? 0 : -1}
          className={`${styles.tab} ${t.key === active ? styles.tabActive : ''}`}
          onClick={() => onChange(t.key)}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
