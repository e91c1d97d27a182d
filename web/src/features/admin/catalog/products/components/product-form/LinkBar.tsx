import Button from 'antd/es/button';
import Input from 'antd/es/input';
import { useState } from 'react';
import { linkHref } from '../../lib/rich-text.logic';
import styles from './RichTextEditor.module.css';

/** The address field the editor's link button opens (Enter inserts, Escape cancels). */
export function LinkBar({ onInsert, onCancel }: { onInsert: (href: string) => void; onCancel: () => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState(false);
  const submit = () => {
    const href = linkHref(text);
    if (href) onInsert(href);
    else setError(true);
  };
  return (
    <div className={styles.linkBar}>
      <Input
        autoFocus
        value={text}
        placeholder="https://..."
        aria-label="Địa chỉ liên kết"
        aria-invalid={error || undefined}
        aria-describedby={error ? 'link-error' : undefined}
        status={error ? 'error' : undefined}
        onChange={(e) => {
          setText(e.target.value);
          setError(false);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            submit();
          } else if (e.key === 'Escape') {
            e.preventDefault();
            onCancel();
          }
        }}
      />
      <Button type="primary" onClick={submit}>
        Chèn
      </Button>
      <Button onClick={onCancel}>Hủy</Button>
      {error && (
        <span id="link-error" role="alert" className={styles.linkError}>
          Liên kết không hợp lệ
        </span>
      )}
    </div>
  );
}
