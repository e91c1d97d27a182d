import CheckOutlined from '@ant-design/icons/CheckOutlined';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import { useEffect, useRef, useState } from 'react';
import { StockFigure } from '../../shared/components/StockFigure';
import styles from './inventory.module.css';

interface StockCellProps {
  stock: number;
  /** What the stock belongs to, for the accessible names ('Túi tote - Đỏ'). */
  label: string;
  editing: boolean;
  /** Another item is being saved: no second edit meanwhile. */
  locked: boolean;
  onEdit: () => void;
  onCancel: () => void;
  /** Answers whether the stock was saved (the editor closes then). */
  onConfirm: (text: string) => Promise<void>;
}

/** Inline stock edit with confirm and cancel (product §2 "Admin inventory"); Enter saves, Escape cancels. */
export function StockCell({ stock, label, editing, locked, onEdit, onCancel, onConfirm }: StockCellProps) {
  const [text, setText] = useState(String(stock));
  const [saving, setSaving] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);
  // Keyboard users go on from where they were: when the editor closes and the focus went with it,
  // it returns to this cell's edit button (not when another cell's editor has taken it).
  useEffect(() => {
    if (wasEditing.current && !editing && (document.activeElement === document.body || !document.activeElement)) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  if (!editing)
    return (
      <div className={styles.stockCell}>
        <StockFigure stock={stock} />
        <Button
          ref={editButton}
          type="text"
          size="small"
          icon={<EditOutlined aria-hidden="true" />}
          aria-label={`Sửa tồn kho ${label}`}
          title="Sửa tồn kho"
          disabled={locked}
          onClick={() => {
            setText(String(stock));
            onEdit();
          }}
        />
      </div>
    );

  const confirm = async () => {
    setSaving(true);
    try {
      await onConfirm(text);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={styles.stockCell}>
      <Input
        autoFocus
        value={text}
        inputMode="numeric"
        aria-label={`Tồn kho ${label}`}
        className={styles.stockInput}
        disabled={saving}
        onChange={(e) => setText(e.target.value)}
        onFocus={(e) => e.target.select()}
        onKeyDown={(e) => {
          if (e.key === 'Enter') void confirm();
          if (e.key === 'Escape') onCancel();
        }}
      />
      <Button
        type="primary"
        size="small"
        icon={<CheckOutlined aria-hidden="true" />}
        aria-label={`Lưu tồn kho ${label}`}
        title="Lưu"
        loading={saving}
        onClick={() => void confirm()}
      />
      <Button
        size="small"
        icon={<CloseOutlined aria-hidden="true" />}
        aria-label={`Hủy sửa tồn kho ${label}`}
        title="Hủy"
        disabled={saving}
        onClick={onCancel}
      />
    </div>
  );
}
