import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './FilterSheet.module.css';

interface FilterSheetProps {
  open: boolean;
  onClose(): void;
  title: string;
  footer: ReactNode;
  children: ReactNode;
}

/**
 * The filter panel on small screens: a native modal <dialog> sliding in from the left. The browser
 * traps focus, closes it on Escape and returns focus to the toggle, with no extra script shipped.
 */
export function FilterSheet({ open, onClose, title, footer, children }: FilterSheetProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={styles.sheet}
      aria-labelledby={titleId}
      onClose={onClose}
      // A click that lands on the dialog itself, not its content, is a click on the backdrop.
      onClick={(e) => e.target === e.currentTarget && onClose()}
    >
      <div className={styles.content}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label="Đóng bộ lọc">
            <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className={styles.body}>{children}</div>
        <div className={styles.footer}>{footer}</div>
      </div>
    </dialog>
  );
}
