import BoldOutlined from '@ant-design/icons/BoldOutlined';
import ClearOutlined from '@ant-design/icons/ClearOutlined';
import DisconnectOutlined from '@ant-design/icons/DisconnectOutlined';
import ItalicOutlined from '@ant-design/icons/ItalicOutlined';
import LinkOutlined from '@ant-design/icons/LinkOutlined';
import OrderedListOutlined from '@ant-design/icons/OrderedListOutlined';
import UnderlineOutlined from '@ant-design/icons/UnderlineOutlined';
import UnorderedListOutlined from '@ant-design/icons/UnorderedListOutlined';
import Form from 'antd/es/form';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { normaliseEditorHtml } from '../../lib/rich-text.logic';
import { LinkBar } from './LinkBar';
import styles from './RichTextEditor.module.css';

type Command = 'bold' | 'italic' | 'underline' | 'insertUnorderedList' | 'insertOrderedList';

const TOOLS: { command: Command; label: string; icon: ReactNode }[] = [
  { command: 'bold', label: 'In đậm', icon: <BoldOutlined aria-hidden="true" /> },
  { command: 'italic', label: 'In nghiêng', icon: <ItalicOutlined aria-hidden="true" /> },
  { command: 'underline', label: 'Gạch chân', icon: <UnderlineOutlined aria-hidden="true" /> },
  { command: 'insertUnorderedList', label: 'Danh sách dấu chấm', icon: <UnorderedListOutlined aria-hidden="true" /> },
  { command: 'insertOrderedList', label: 'Danh sách đánh số', icon: <OrderedListOutlined aria-hidden="true" /> },
];

interface RichTextEditorProps {
  id?: string;
  value?: string;
  onChange?: (html: string) => void;
  /** The accessible name of the text area (a <label for> cannot name a contentEditable). */
  label: string;
  placeholder?: string;
}

/**
 * The detailed description editor (product §2): bold, italic, underline, lists and links over a
 * contentEditable area with the browser's own editing commands, so the admin chunk carries no
 * editor library (docs/decisions/0501-description-editor.md). Pasted content arrives as plain
 * text; the catalog sanitises whatever HTML is sent.
 */
export function RichTextEditor({ id, value, onChange, label, placeholder }: RichTextEditorProps) {
  const area = useRef<HTMLDivElement>(null);
  const saved = useRef<Range | null>(null);
  const [active, setActive] = useState<Record<string, boolean>>({});
  const [linking, setLinking] = useState(false);
  const { status } = Form.Item.useStatus();

  // Only a value that differs from what is on screen is written back (a rewrite moves the caret).
  useEffect(() => {
    const el = area.current;
    if (el && normaliseEditorHtml(el.innerHTML) !== (value ?? '')) el.innerHTML = value ?? '';
  }, [value]);

  useEffect(() => {
    const remember = () => {
      const selection = document.getSelection();
      if (!selection || selection.rangeCount === 0 || !area.current?.contains(selection.anchorNode)) return;
      saved.current = selection.getRangeAt(0).cloneRange();
      setActive(Object.fromEntries(TOOLS.map((t) => [t.command, document.queryCommandState(t.command)])));
    };
    document.addEventListener('selectionchange', remember);
    return () => document.removeEventListener('selectionchange', remember);
  }, []);

  const emit = () => onChange?.(normaliseEditorHtml(area.current?.innerHTML ?? ''));

  /** Puts the focus and the last selection back into the text before a command runs. */
  const restore = () => {
    area.current?.focus();
    const selection = document.getSelection();
    if (saved.current && selection) {
      selection.removeAllRanges();
      selection.addRange(saved.current);
    }
  };

  const run = (command: string, argument?: string) => {
    restore();
    document.execCommand('defaultParagraphSeparator', false, 'p');
    document.execCommand(command, false, argument);
    emit();
  };

  const insertLink = (href: string) => {
    setLinking(false);
    restore();
    const selection = document.getSelection();
    if (!selection || selection.isCollapsed) {
      const a = document.createElement('a');
      a.href = href;
      a.textContent = href;
      document.execCommand('insertHTML', false, a.outerHTML);
    } else {
      document.execCommand('createLink', false, href);
    }
    emit();
  };

  return (
    <div className={`${styles.editor} ${status === 'error' ? styles.invalid : ''}`}>
      <div role="toolbar" aria-label={`Định dạng ${label.toLowerCase()}`} className={styles.toolbar}>
        {TOOLS.map((t) => (
          <button
            key={t.command}
            type="button"
            className={styles.tool}
            aria-label={t.label}
            title={t.label}
            aria-pressed={!!active[t.command]}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => run(t.command)}
          >
            {t.icon}
          </button>
        ))}
        <span className={styles.separator} aria-hidden="true" />
        <button type="button" className={styles.tool} aria-label="Chèn liên kết" title="Chèn liên kết" aria-expanded={linking} onClick={() => setLinking(true)}>
          <LinkOutlined aria-hidden="true" />
        </button>
        <button
          type="button"
          className={styles.tool}
          aria-label="Bỏ liên kết"
          title="Bỏ liên kết"
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => run('unlink')}
        >
          <DisconnectOutlined aria-hidden="true" />
        </button>
        <button
          type="button"
          className={styles.tool}
          aria-label="Xóa định dạng"
          title="Xóa định dạng"
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => run('removeFormat')}
        >
          <ClearOutlined aria-hidden="true" />
        </button>
      </div>
      {linking && (
        <LinkBar
          onInsert={insertLink}
          onCancel={() => {
            setLinking(false);
            restore();
          }}
        />
      )}
      <div
        ref={area}
        id={id}
        className={styles.area}
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        aria-invalid={status === 'error' || undefined}
        data-placeholder={placeholder}
        tabIndex={0}
        onInput={emit}
        onPaste={(e) => {
          e.preventDefault();
          document.execCommand('insertText', false, e.clipboardData.getData('text/plain'));
        }}
      />
    </div>
  );
}
