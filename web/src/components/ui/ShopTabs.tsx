import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './ShopTabs.module.css';

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
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const active = items.find((t) => t.key === activeKey) ?? items[0];
  const move = (index: number) => {
    const i = (index + items.length) % items.length;
    refs.current[i]?.focus();
    onChange(items[i].key);
  };
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const current = items.indexOf(active);
    if (e.key === 'ArrowRight') move(current + 1);
    else if (e.key === 'ArrowLeft') move(current - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(items.length - 1);
    else return;
    e.preventDefault();
  };
  return (
    <div className={styles.tabs}>
      <div role="tablist" className={styles.nav} onKeyDown={onKey}>
        {items.map((t, i) => (
          <button
            key={t.key}
            ref={(el) => {
              refs.current[i] = el;
            }}
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
