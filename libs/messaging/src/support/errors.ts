/** A short, log- and header-safe description of anything that was thrown. */
export function describeError(err: unknown, maxLength = 1000): string {
  const text = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  return text.length > maxLength ? `${text.slice(0, maxLength)}…` : text;
}

/** The stable code of an expected failure (`INSUFFICIENT_STOCK`), when the thrower gave one. */
export function errorCode(err: unknown): string | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code !== '' ? code : undefined;
}
