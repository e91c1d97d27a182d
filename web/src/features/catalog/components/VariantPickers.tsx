import { OPTION_KINDS, OPTION_LABELS, type OptionKind, type Selection } from '../lib/variant-selection.logic';
import styles from './VariantPickers.module.css';

interface VariantPickersProps {
  values: Record<OptionKind, string[]>;
  selection: Selection;
  /** False for a value whose combination with the other choices has no stock. */
  inStock(kind: OptionKind, value: string): boolean;
  onChoose(kind: OptionKind, value: string): void;
}

/**
 * Name, colour, material and size pickers, each only when the product offers it (product §4.3). A value
 * without stock in the current combination is struck through, says 'Hết hàng' and cannot be picked;
 * a chosen one that ran out can still be clicked to clear it.
 */
export function VariantPickers({ values, selection, inStock, onChoose }: VariantPickersProps) {
  return (
    <>
      {OPTION_KINDS.filter((kind) => values[kind].length > 0).map((kind) => (
        <div key={kind} className={styles.picker} role="group" aria-labelledby={`picker-${kind}`}>
          <p id={`picker-${kind}`} className={styles.label}>
            {OPTION_LABELS[kind]}
            {selection[kind] && <span className={styles.chosen}>: {selection[kind]}</span>}
          </p>
          <div className={styles.options}>
            {values[kind].map((value) => {
              const chosen = selection[kind] === value;
              const soldOut = !inStock(kind, value);
              return (
                <button
                  key={value}
                  type="button"
                  className={`${styles.option} ${chosen ? styles.selected : ''} ${soldOut ? styles.soldOut : ''}`}
                  aria-pressed={chosen}
                  disabled={soldOut && !chosen}
                  onClick={() => onChoose(kind, value)}
                >
                  <span className={soldOut ? styles.struck : undefined}>{value}</span>
                  {soldOut && <span className={styles.soldOutTag}>Hết hàng</span>}
                </button>
              );
            })}
          </div>
        </div>
      ))}
    </>
  );
}
