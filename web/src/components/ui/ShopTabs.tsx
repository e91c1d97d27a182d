import { useId, type ReactNode } from 'react';
import styles from './ShopTabs.module.css';
import { useTabKeys } from './use-tab-keys';

export interface ShopTab<K extends string> {
  key: K;
  label: string;
  children: ReactNode;
}

/**
 * Tabs in the look of antd's Tabs in the shop's theme, for pages that load no antd (decision
 * 0902). An ARIA tab list: arrow keys, Home and End move and choose; only the chosen panel renders.
 */
export function ShopTabs<K extends string>({ items, activeKey, onChange }: { items: ShopTab<K>[]; activeKey: K; onChange(key: K): void }) {
  const id = useId();
  const active = items.find((t) => t.key === activeKey) ?? items[0];
  const { onKeyDown, tabRef } = useTabKeys(
    items.map((t) => t.key),
    active.key,
    onChange,
  );
  return (
    <div className={styles.tabs}>
      <div role="tablist" className={styles.nav} onKeyDown={onKeyDown}>
        {items.map((t, i) => (
          <button
            key={t.key}
            ref={tabRef(i)}
            type="button"
            role="tab"
            id={`${id}-tab-${t.key}`}
            aria-selected={t === active}
            aria-controls={`${id}-panel-${t.key}`}
            tabIndex={t === active ? 0 : -1}
            className={`${styles.tab} ${t === active ? styles.active : ''}`}
            onClick={() => onChange(t.key)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" tabIndex={0} id={`${id}-panel-${active.key}`} aria-labelledby={`${id}-tab-${active.key}`} className={styles.panel}>
        {active.children}
      </div>
    </div>
  );
}
