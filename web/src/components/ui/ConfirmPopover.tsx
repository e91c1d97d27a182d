import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import styles from './ConfirmPopover.module.css';

interface ConfirmPopoverProps {
  /** The question, e.g. 'Xóa sản phẩm này khỏi giỏ hàng?'. */
  title: string;
  description?: string;
  okText: string;
  cancelText: string;
  onConfirm(): void;
  /** The trigger button's content, accessible name and class. */
  children: ReactNode;
  triggerLabel?: string;
  triggerClassName?: string;
  disabled?: boolean;
}

const MARGIN = 8;

/**
 * An 'are you sure?' bubble above a button, in the look and roles of antd's Popconfirm (a
 * `tooltip` with Cancel and a red confirm button), for pages that load no antd (decision 0902).
 * The trigger opens and closes it and keeps the focus; the bubble follows it in the tab order;
 * Escape or Cancel closes it (focus back on the trigger), and so does a click elsewhere.
 */
export function ConfirmPopover({ title, description, okText, cancelText, onConfirm, children, triggerLabel, triggerClassName, disabled }: ConfirmPopoverProps) {
  const [open, setOpen] = useState(false);
  const [shift, setShift] = useState(0);
  const rootRef = useRef<HTMLSpanElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const bubbleRef = useRef<HTMLDivElement>(null);
  const id = useId();

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) triggerRef.current?.focus();
  };

  // Centred over the trigger, moved sideways as needed to stay on a narrow screen.
  useLayoutEffect(() => {
    if (!open || !bubbleRef.current) return;
    const rect = bubbleRef.current.getBoundingClientRect();
    const left = rect.left - shift;
    const right = left + rect.width;
    const width = document.documentElement.clientWidth;
    setShift(left < MARGIN ? MARGIN - left : right > width - MARGIN ? width - MARGIN - right : 0);
    // Measured once per opening (shift is what this sets).
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(rootRef.current?.contains(document.activeElement) ?? false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <span ref={rootRef} className={styles.root}>
      <button
        ref={triggerRef}
        type="button"
        className={triggerClassName}
        aria-label={triggerLabel}
        aria-describedby={open ? id : undefined}
        disabled={disabled}
        onClick={() => setOpen((o) => !o)}
      >
        {children}
      </button>
      {open && (
        <div ref={bubbleRef} id={id} role="tooltip" className={styles.bubble} style={{ transform: `translateX(calc(-50% + ${shift}px))` }}>
          <span className={styles.arrow} style={{ left: `calc(50% - ${shift}px)` }} aria-hidden="true" />
          <div className={styles.message}>
            <span className={styles.icon} aria-hidden="true">
              !
            </span>
            <div>
              <div className={styles.title}>{title}</div>
              {description && <div className={styles.description}>{description}</div>}
            </div>
          </div>
          <div className={styles.buttons}>
            <button type="button" className={styles.cancel} onClick={() => close(true)}>
              {cancelText}
            </button>
            <button
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
