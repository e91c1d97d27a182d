import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { isProvince, matchesProvince } from './province.logic';
import { useProvinces } from './provinces';
import fieldStyles from '../form/form.module.css';
import styles from './CityInput.module.css';

interface CityInputProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  /** Set by the light form, or by antd's Form.Item around it (the address form). */
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
  'aria-required'?: boolean | 'true' | 'false';
}

/**
 * The province or city (address form, checkout): one of the 34 units of the 2025
 * list, fetched here, found by typing with or without accents. A saved value outside the list is
 * not shown as chosen: the form's province rules ask to pick it again.
 *
 * No antd (decision 0902): an ARIA 1.2 combobox over a listbox. Typing filters the list and makes
 * its first province the active one; ArrowDown/ArrowUp move (and open the list), Enter picks the
 * active province, Escape and Tab close without picking; a click picks too. The value changes only
 * when a province is picked, so nothing else than a listed province can be chosen.
 */
export function CityInput({ id, value, onChange, ...aria }: CityInputProps) {
  const { provinces, loading } = useProvinces();
  const own = useId();
  const inputId = id ?? `city-${own.replace(/:/g, '')}`;
  const listId = `${inputId}_list`;
  const chosen = value && isProvince(provinces, value) ? value : '';
  // null: not searching, the field shows the chosen province.
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const list = useRef<HTMLUListElement>(null);

  const matches = useMemo(() => (query ? provinces.filter((p) => matchesProvince(p, query)) : provinces), [provinces, query]);
  const activeIndex = open && active >= 0 && active < matches.length ? active : -1;

  useEffect(() => {
    if (activeIndex < 0) return;
    list.current?.querySelector(`#${CSS.escape(`${listId}_${activeIndex}`)}`)?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex, listId]);

  const openAt = (index: number) => {
    setOpen(true);
    setActive(index);
  };
  const close = () => {
    setOpen(false);
    setQuery(null);
  };
  const pick = (province: string) => {
    close();
    if (province !== value) onChange?.(province);
  };
  const chosenIndex = () => Math.max(0, matches.indexOf(chosen));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = matches.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openAt(chosenIndex());
        else if (count > 0) setActive((activeIndex + 1) % count);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openAt(chosen ? chosenIndex() : count - 1);
        else if (count > 0) setActive((activeIndex - 1 + count) % count);
        break;
      case 'Enter':
        // Never submits the form from here: Enter opens the list, or picks its active province.
        event.preventDefault();
        if (!open) openAt(chosenIndex());
        else if (activeIndex >= 0) pick(matches[activeIndex]);
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          close();
        }
        break;
      case 'Tab':
        close();
        break;
    }
  };

  const invalid = aria['aria-invalid'] === true || aria['aria-invalid'] === 'true';
  const waiting = loading && provinces.length === 0;

  return (
    <div className={styles.picker}>
      <input
        {...aria}
        id={inputId}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeIndex >= 0 ? `${listId}_${activeIndex}` : undefined}
        className={`${fieldStyles.input} ${styles.input} ${invalid ? fieldStyles.inputError : ''}`}
        placeholder="Chọn tỉnh/thành phố"
        value={query ?? chosen}
        onChange={(event) => {
          setQuery(event.target.value);
          openAt(0);
        }}
        onKeyDown={onKeyDown}
        onClick={() => {
          if (!open) openAt(chosenIndex());
        }}
        onBlur={close}
      />
      <svg className={styles.arrow} viewBox="64 64 896 896" focusable="false" width="12" height="12" fill="currentColor" aria-hidden="true">
        <path d="M884 256h-75c-5.1 0-9.9 2.5-12.9 6.6L512 654.2 227.9 262.6c-3-4.1-7.8-6.6-12.9-6.6h-75c-6.5 0-10.3 7.4-6.5 12.7l352.6 486.1c12.8 17.6 39 17.6 51.7 0l352.6-486.1c3.9-5.3.1-12.7-6.4-12.7z" />
      </svg>
      {open && (waiting || matches.length === 0) && (
        <div className={styles.popup}>
          <p className={styles.empty}>{waiting ? 'Đang tải danh sách tỉnh/thành phố...' : 'Không tìm thấy tỉnh/thành phố'}</p>
        </div>
      )}
      <ul ref={list} id={listId} role="listbox" aria-label="Danh sách tỉnh thành" className={styles.popup} hidden={!open || matches.length === 0}>
        {open &&
          matches.map((province, index) => (
            <li
              key={province}
              id={`${listId}_${index}`}
              role="option"
              aria-selected={province === chosen}
              className={`${styles.option} ${index === activeIndex ? styles.active : ''} ${province === chosen ? styles.selected : ''}`}
              // Keeps the focus in the field, so the list does not close before the click.
              onMouseDown={(event) => event.preventDefault()}
              // Only a pointer that really moves makes an option active: a list opening under a
              // resting pointer (the browser then sends a move without movement) keeps the keyboard's.
              onMouseMove={(event) => {
                if ((event.movementX !== 0 || event.movementY !== 0) && index !== activeIndex) setActive(index);
              }}
              onClick={() => pick(province)}
            >
              {province}
            </li>
          ))}
      </ul>
    </div>
  );
}
