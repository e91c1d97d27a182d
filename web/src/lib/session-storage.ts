// sessionStorage can throw (disabled storage, quota): checkout must still go on without it.

export function writeSession(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // The next page loads what it needs from the server instead.
  }
}
