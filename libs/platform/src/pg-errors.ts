/**
 * PostgreSQL errors as pg raises them. Drizzle wraps them (`DrizzleQueryError` with the driver's
 * error in `cause`), so every check walks the cause chain.
 */
export interface PgError {
  code?: string;
  constraint?: string;
  message?: string;
  cause?: unknown;
}

/** The first error in the cause chain whose SQLSTATE matches `test`. */
export function pgErrorOf(err: unknown, test: (code: string) => boolean): PgError | undefined {
  const seen = new Set<unknown>();
  for (let e = err as PgError | undefined; e && typeof e === 'object' && !seen.has(e); e = e.cause as PgError | undefined) {
    seen.add(e);
    if (typeof e.code === 'string' && test(e.code)) return e;
  }
  return undefined;
}

/** unique_violation (23505), optionally of one constraint. */
export function uniqueViolation(err: unknown, constraint?: string): PgError | undefined {
  const e = pgErrorOf(err, (code) => code === '23505');
  return e && (constraint === undefined || e.constraint === constraint) ? e : undefined;
}

/** foreign_key_violation (23503), optionally of one constraint. */
export function foreignKeyViolation(err: unknown, constraint?: string): PgError | undefined {
  const e = pgErrorOf(err, (code) => code === '23503');
  return e && (constraint === undefined || e.constraint === constraint) ? e : undefined;
}

/**
 * Class 22, "data exception": a value PostgreSQL cannot take (U+0000 in text — 22021 or 22P05 in
 * jsonb —, a malformed uuid or number — 22P02 —, a number out of range — 22003 —, a string too
 * long for its column — 22001). Such a value came from the request: the shared exception filter
 * answers 400 rather than 500 (decision 0422), whatever validation missed it.
 */
export function dataException(err: unknown): PgError | undefined {
  return pgErrorOf(err, (code) => code.startsWith('22'));
}
