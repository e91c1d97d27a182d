import { useId } from 'react';
import { RELEVANCE_OPTION, SORT_OPTIONS, type SortKey } from '../lib/listing-query.logic';
import styles from './SortSelect.module.css';

/**
 * The sort dropdown of product §4.1 (native select: keyboard and phone pickers work as people expect).
 * A search also offers 'Phù hợp nhất', the catalog's best-match order.
 */
export function SortSelect({ value, onChange, searching }: { value: SortKey; onChange(key: SortKey): void; searching: boolean }) {
  const id = useId();
  return (
    <div className={styles.sort}>
      <label htmlFor={id}>Sắp xếp</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as SortKey)}>
        {searching && <option value={RELEVANCE_OPTION.key}>{RELEVANCE_OPTION.label}</option>}
        {SORT_OPTIONS.map((o) => (
          <option key={o.key} value={o.key}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
