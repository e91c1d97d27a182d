import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatVnd } from '../../../lib/shop-rules';
import styles from './HeaderSearch.module.css';

interface Suggestions {
  products: { _id: string; name: string; price: number }[];
  categories: { _id: string; name: string; slug: string }[];
}
interface Option {
  key: string;
  label: string;
  detail: string;
  to: string;
}

const DEBOUNCE_MS = 200;

/** The options of an answer: categories first (at most 3), then products. */
const optionsOf = (s: Suggestions): Option[] => [
  ...s.categories.map((c) => ({ key: `c-${c._id}`, label: c.name, detail: 'Danh mục', to: `/products?category=${encodeURIComponent(c.slug)}` })),
  ...s.products.map((p) => ({ key: `p-${p._id}`, label: p.name, detail: formatVnd(p.price), to: `/products/${p._id}` })),
];

/**
 * product §2, §12: a non-empty trimmed text goes to /products?search=… and the box is cleared.
 * As the shopper types (2 letters or more, 200 ms after the last key) products and categories are
 * suggested in an ARIA combobox: arrows move, Enter opens the chosen one, Escape closes the list.
 */
export function HeaderSearch({ className, onSearched }: { className?: string; onSearched?: () => void }) {
  const [text, setText] = useState('');
  const [options, setOptions] = useState<Option[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-list`;
  const request = useRef(0);

  useEffect(() => {
    const query = text.trim();
    const ticket = ++request.current;
    if (query.length < 2) {
      setOptions([]);
      setActive(-1);
      return;
    }
    const timer = setTimeout(() => {
      fetch(`/api/products/suggestions?q=${encodeURIComponent(query)}`)
        .then((res) => (res.ok ? (res.json() as Promise<{ data: Suggestions }>) : null))
        .then((body) => {
          if (ticket !== request.current || !body) return;
          setOptions(optionsOf(body.data));
          setActive(-1);
        })
        .catch(() => {
          // Suggestions are a help: without them the box still searches on Enter.
        });
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const done = (to: string) => {
    navigate(to);
    setText('');
    setOpen(false);
    onSearched?.();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (open && active >= 0 && options[active]) return done(options[active].to);
    const query = text.trim();
    if (!query) return;
    done(`/products?search=${encodeURIComponent(query)}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      setOpen(true);
      // -1 is the text itself: past the last option the choice goes back to it, and round again.
      if (event.key === 'ArrowDown') setActive((i) => (i + 1 >= options.length ? -1 : i + 1));
      else setActive((i) => (i - 1 < -1 ? options.length - 1 : i - 1));
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const expanded = open && options.length > 0;

  return (
    <form role="search" className={`${styles.form} ${className ?? ''}`} onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        Tìm kiếm sản phẩm
      </label>
      <input
        id={id}
        type="search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        className={styles.input}
        placeholder="Tìm túi tote, balo, quà lưu niệm..."
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        enterKeyHint="search"
        autoComplete="off"
      />
      <button type="submit" className={styles.button} aria-label="Tìm kiếm">
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" strokeLinecap="round" />
        </svg>
      </button>
      <ul id={listId} role="listbox" aria-label="Gợi ý tìm kiếm" className={styles.list} hidden={!expanded}>
        {options.map((o, i) => (
          <li
            key={o.key}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className={styles.option}
            // mousedown, not click: the input's blur would close the list first.
            onMouseDown={(e) => {
              e.preventDefault();
              done(o.to);
            }}
          >
            <span className={styles.optionLabel}>{o.label}</span>
            <span className={styles.optionDetail}>{o.detail}</span>
          </li>
        ))}
      </ul>
    </form>
  );
}
