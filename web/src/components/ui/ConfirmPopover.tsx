import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styles from './ConfirmPopover.module.css';

interface ConfirmPopoverProps {
  /** The question, e.g. 'Xóa sản phẩm này khỏi giỏ hàng?'. */
  title: string;
  okText: string;
  cancelText: string;
  onConfirm(): void;
  /** The trigger's content, its accessible name and class (a plain button). */
  children: ReactNode;
  triggerLabel: string;
  triggerClassName?: string;
}

/**
 * A small 'are you sure?' bubble under a button, in the look of antd's Popconfirm, for shopper pages
 * that must not load antd (decision 0902). Keyboard: the trigger opens it with focus on the confirm
 * button, Escape or Cancel closes it and gives focus back to the trigger; a click outside closes it.
 */
export function ConfirmPopover({ title, okText, cancelText, onConfirm, children, triggerLabel, triggerClassName }: ConfirmPopoverProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLSpanElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const okRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) triggerRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    okRef.current?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  return (
    <span ref={rootRef} className={styles.root}>
      <button
        ref={triggerRef}
        type="button"
        className={triggerClassName}
        aria-label={triggerLabel}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen((o) => !o)}
      >
        {children}
      </button>
      {open && (
        <div
          role="alertdialog"
          aria-labelledby={titleId}
          className={styles.bubble}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              close(true);
            }
          }}
        >
          <p id={titleId} className={styles.title}>
            <span className={styles.icon} aria-hidden="true">
              !
            </span>
            {title}
          </p>
          <div className={styles.buttons}>
            <button type="button" className={styles.cancel} onClick={() => close(true)}>
              {cancelText}
            </button>
            <button
              ref={okRef}
              type="button"
              className={styles.ok}
              onClick={() => {
                setOpen(false);
                onConfirm();
              }}
            >
              {okText}
            </button>
          </div>
        </div>
      )}
    </span>
  );
}
