import { useRef, type KeyboardEvent } from 'react';

/**
 * The keys of an ARIA tab list: arrow keys, Home and End move the focus along the tabs and choose
 * the tab they land on. Give each tab `tabRef(index)` and the list `onKeyDown`.
 */
export function useTabKeys<K extends string>(keys: readonly K[], active: K, onChange: (key: K) => void) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (index: number) => {
    const i = (index + keys.length) % keys.length;
    refs.current[i]?.focus();
    onChange(keys[i]);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const current = Math.max(0, keys.indexOf(active));
    if (e.key === 'ArrowRight') move(current + 1);
    else if (e.key === 'ArrowLeft') move(current - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(keys.length - 1);
    else return;
    e.preventDefault();
  };
  const tabRef = (index: number) => (el: HTMLButtonElement | null) => {
    refs.current[index] = el;
  };
  return { onKeyDown, tabRef };
}
