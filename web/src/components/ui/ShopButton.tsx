import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './ShopButton.module.css';

interface ShopButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'default';
  /** antd's `danger`: red text and border (a default button). */
  danger?: boolean;
  size?: 'small' | 'middle' | 'large';
  block?: boolean;
  /** Like antd's: a spinner before the text, and clicks (and submits) ignored meanwhile. */
  loading?: boolean;
  icon?: ReactNode;
}

/** The classes of a ShopButton, for a plain button that must look like one (e.g. a ConfirmPopover trigger). */
export function shopButtonClass({
  variant = 'default',
  danger,
  size = 'middle',
  block,
}: Pick<ShopButtonProps, 'variant' | 'danger' | 'size' | 'block'> = {}): string {
  return [styles.button, styles[variant], danger && styles.danger, size === 'large' && styles.large, size === 'small' && styles.small, block && styles.block]
    .filter(Boolean)
    .join(' ');
}

/** A button in the look of antd's Button in the shop's theme, for pages that load no antd (decision 0902). */
export function ShopButton({
  variant = 'default',
  danger,
  size = 'middle',
  block,
  loading,
  icon,
  className,
  type = 'button',
  onClick,
  children,
  ...rest
}: ShopButtonProps) {
  const classes = [shopButtonClass({ variant, danger, size, block }), loading && styles.loading, className].filter(Boolean).join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {loading ? <Spinner /> : icon && <span className={styles.icon}>{icon}</span>}
      <span>{children}</span>
    </button>
  );
}

// @ant-design/icons' LoadingOutlined, inline.
function Spinner() {
  return (
    <span className={`${styles.icon} ${styles.spin}`} role="img" aria-label="Đang tải">
      <svg viewBox="0 0 1024 1024" focusable="false" width="1em" height="1em" fill="currentColor" aria-hidden="true">
        <path d="M988 548c-19.9 0-36-16.1-36-36 0-59.4-11.6-117-34.6-171.3a440.45 440.45 0 00-94.3-139.9 437.71 437.71 0 00-139.9-94.3C629 83.6 571.4 72 512 72c-19.9 0-36-16.1-36-36s16.1-36 36-36c69.1 0 136.2 13.5 199.3 40.3C772.3 66 827 103 874 150c47 47 83.9 101.8 109.7 162.7 26.7 63.1 40.2 130.2 40.2 199.3.1 19.9-16 36-35.9 36z" />
      </svg>
    </span>
  );
}
