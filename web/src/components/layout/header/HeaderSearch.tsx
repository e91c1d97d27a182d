import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styles from './HeaderSearch.module.css';

/** product §2, §12: a non-empty trimmed text goes to /products?search=… and the box is cleared. */
export function HeaderSearch({ className, onSearched }: { className?: string; onSearched?: () => void }) {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    navigate(`/products?search=${encodeURIComponent(query)}`);
    setText('');
    onSearched?.();
  };

  return (
    <form role="search" className={`${styles.form} ${className ?? ''}`} onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        Tìm kiếm sản phẩm
      </label>
      <input
        id={id}
        type="search"
        className={styles.input}
        placeholder="Tìm túi tote, balo, quà lưu niệm..."
        value={text}
        onChange={(e) => setText(e.target.value)}
        enterKeyHint="search"
        autoComplete="off"
      />
      <button type="submit" className={styles.button} aria-label="Tìm kiếm">
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" strokeLinecap="round" />
        </svg>
      </button>
    </form>
  );
}
