import { useId } from 'react';
import styles from './QuantityInput.module.css';

interface QuantityInputProps {
  value: number;
  onChange(value: number): void;
  label?: string;
  /** When known, plus is disabled at this value. */
  max?: number;
  disabled?: boolean;
  size?: 'small' | 'default';
}

/** Minus, a number field and plus; never below 1 (product §12). */
export function QuantityInput({ value, onChange, label = 'Số lượng', max, disabled = false, size = 'default' }: QuantityInputProps) {
  const id = useId();
  const set = (n: number) => onChange(Number.isFinite(n) ? Math.max(1, Math.floor(n)) : 1);
  return (
    <div className={`${styles.quantity} ${size === 'small' ? styles.small : ''}`} role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className={styles.srOnly}>
        {label}
      </span>
      <button type="button" className={styles.step} onClick={() => set(value - 1)} disabled={disabled || value <= 1} aria-label="Giảm số lượng">
        −
      </button>
      <input
        className={styles.input}
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        value={value}
        disabled={disabled}
        aria-labelledby={`${id}-label`}
        onChange={(e) => set(e.target.valueAsNumber)}
      />
      <button
        type="button"
        className={styles.step}
        onClick={() => set(value + 1)}
        disabled={disabled || (max !== undefined && value >= max)}
        aria-label="Tăng số lượng"
      >
        +
      </button>
    </div>
  );
}
