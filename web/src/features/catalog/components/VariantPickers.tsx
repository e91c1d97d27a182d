import { OPTION_KINDS, OPTION_LABELS, type OptionKind, type Selection } from '../lib/variant-selection.logic';
import styles from './VariantPickers.module.css';

interface VariantPickersProps {
  values: Record<OptionKind, string[]>;
  selection: Selection;
  onChoose(kind: OptionKind, value: string): void;
}

/** Name, colour, material and size pickers, each only when the product offers it (spec §2). */
export function VariantPickers({ values, selection, onChoose }: VariantPickersProps) {
  return (
    <>
      {OPTION_KINDS.filter((kind) => values[kind].length > 0).map((kind) => (
        <div key={kind} className={styles.picker} role="group" aria-labelledby={`picker-${kind}`}>
          <p id={`picker-${kind}`} className={styles.label}>
            {OPTION_LABELS[kind]}
            {selection[kind] && <span className={styles.chosen}>: {selection[kind]}</span>}
          </p>
          <div className={styles.options}>
            {values[kind].map((value) => (
              <button
                key={value}
                type="button"
                className={`${styles.option} ${selection[kind] === value ? styles.selected : ''}`}
                aria-pressed={selection[kind] === value}
                onClick={() => onChoose(kind, value)}
              >
                {value}
              </button>
            ))}
          </div>
        </div>
      ))}
    </>
  );
}
