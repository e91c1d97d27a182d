import { useTabKeys } from '../../../components/ui/use-tab-keys';
import { MY_ORDER_TABS, type MyOrderTab } from '../lib/order-labels.logic';
import styles from './orders.module.css';

export const ORDERS_PANEL_ID = 'my-orders-panel';

const TAB_KEYS = MY_ORDER_TABS.map((t) => t.key);

/**
 * The five filter tabs of product §2 "My orders" as an ARIA tab list: arrow keys, Home and End move
 * and choose; on a narrow screen the row scrolls sideways instead of hiding tabs in a menu.
 */
export function StatusTabs({ active, onChange }: { active: MyOrderTab; onChange(tab: MyOrderTab): void }) {
  const { onKeyDown, tabRef } = useTabKeys(TAB_KEYS, active, onChange);
  return (
    <div role="tablist" aria-label="Lọc đơn hàng theo trạng thái" className={styles.tabs} onKeyDown={onKeyDown}>
      {MY_ORDER_TABS.map((t, i) => (
        <button
          key={t.key}
          ref={tabRef(i)}
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
