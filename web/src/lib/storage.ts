// localStorage can throw (private mode, quota, disabled storage); the shop must still work then,
// just without remembering anything across visits.

export function readString(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function readJson<T>(key: string): T | null {
  const raw = readString(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeString(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable or full: the in-memory state still holds for this visit.
  }
}

export function writeJson(key: string, value: unknown): void {
  writeString(key, JSON.stringify(value));
}

export function removeKeys(...keys: string[]): void {
  try {
    for (const key of keys) window.localStorage.removeItem(key);
  } catch {
    // Nothing stored that could be removed.
  }
}

/** Calls `onChange` when another tab changes one of `keys` (the 'storage' event fires only there). */
export function onOtherTabChange(keys: readonly string[], onChange: () => void): () => void {
  // The gateway renders the first screen with these modules, where there are no tabs.
  if (typeof window === 'undefined') return () => undefined;
  const listener = (event: StorageEvent) => {
    if (event.key === null || keys.includes(event.key)) onChange();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
