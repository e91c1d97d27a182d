import { useId, type ReactNode } from 'react';
import type { CategoryRef } from '../api/catalog.types';
import { PRICE_RANGES, priceRangeChange, priceRangeKey, type ListingChange, type ListingQuery } from '../lib/listing-query.logic';
import styles from './FilterPanel.module.css';

interface FilterPanelProps {
  query: ListingQuery;
  categories: readonly CategoryRef[];
  /** Colours and sizes present in the current listing (ProductPage.colors / sizes). */
  colors: readonly string[];
  sizes: readonly string[];
  onChange(change: ListingChange): void;
  onClear(): void;
  canClear: boolean;
}

interface Choice {
  value: string;
  label: string;
}

/** One single-choice group as native radio buttons: arrow keys move, screen readers announce the group. */
function ChoiceGroup({
  legend,
  name,
  choices,
  value,
  onSelect,
  chips = false,
}: {
  legend: string;
  name: string;
  choices: readonly Choice[];
  value: string;
  onSelect(value: string): void;
  chips?: boolean;
}) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={chips ? styles.chips : styles.list}>
        {choices.map((c) => (
          <label key={c.value} className={chips ? styles.chip : styles.option}>
            <input type="radio" name={name} value={c.value} checked={value === c.value} onChange={() => onSelect(c.value)} />
            <span>{c.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const ALL = '';

/** The filter panel of product §4.1: category, price range, colour and size, each a single choice. */
export function FilterPanel({ query, categories, colors, sizes, onChange, onClear, canClear }: FilterPanelProps): ReactNode {
  const id = useId();
  const range = priceRangeKey(query);
  // A colour or size chosen earlier stays offered even when the narrowed listing no longer reports it.
  const colorChoices = withCurrent(colors, query.color);
  const sizeChoices = withCurrent(sizes, query.size);
  return (
    <div className={styles.panel}>
      <ChoiceGroup
        legend="Danh mục"
        name={`${id}-category`}
        choices={[{ value: ALL, label: 'Tất cả' }, ...categories.map((c) => ({ value: c.id, label: c.name }))]}
        value={query.category ?? ALL}
        onSelect={(v) => onChange({ category: v || null })}
      />
      <ChoiceGroup
        legend="Khoảng giá"
        name={`${id}-price`}
        choices={[{ value: 'all', label: 'Tất cả' }, ...PRICE_RANGES.map((r) => ({ value: r.key, label: r.label }))]}
        value={range}
        onSelect={(v) => onChange(priceRangeChange(v))}
      />
      {colorChoices.length > 0 && (
        <ChoiceGroup
          legend="Màu sắc"
          name={`${id}-color`}
          chips
          choices={[{ value: ALL, label: 'Tất cả' }, ...colorChoices.map((c) => ({ value: c, label: c }))]}
          value={query.color ?? ALL}
          onSelect={(v) => onChange({ color: v || null })}
        />
      )}
      {sizeChoices.length > 0 && (
        <ChoiceGroup
          legend="Kích thước"
          name={`${id}-size`}
          chips
          choices={[{ value: ALL, label: 'Tất cả' }, ...sizeChoices.map((s) => ({ value: s, label: s }))]}
          value={query.size ?? ALL}
          onSelect={(v) => onChange({ size: v || null })}
        />
      )}
      <button type="button" className={styles.clear} onClick={onClear} disabled={!canClear}>
        Xóa tất cả bộ lọc
      </button>
    </div>
  );
}

function withCurrent(values: readonly string[], current: string | undefined): string[] {
  return current && !values.includes(current) ? [...values, current] : [...values];
}
