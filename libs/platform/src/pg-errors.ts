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

/** The first error in the cause chain that passes `test`. */
function causeOf(err: unknown, test: (e: PgError) => boolean): PgError | undefined {
  const seen = new Set<unknown>();
  for (let e = err as PgError | undefined; e && typeof e === 'object' && !seen.has(e); e = e.cause as PgError | undefined) {
    seen.add(e);
    if (test(e)) return e;
  }
  return undefined;
}

/** The first error in the cause chain whose SQLSTATE matches `test`. */
export function pgErrorOf(err: unknown, test: (code: string) => boolean): PgError | undefined {
  return causeOf(err, (e) => typeof e.code === 'string' && test(e.code));
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

// The server refused or dropped the connection (stopped, restarting, unreachable): socket errors,
// admin_shutdown, crash_shutdown, cannot_connect_now (57P01-57P03) and class 08, connection exception.
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', '57P01', '57P02', '57P03']);
// What pg and its pool say without a code: a connection that ended under a query, a pool that found
// no connection within connectionTimeoutMillis, a client already broken by one of those.
const UNREACHABLE_MESSAGE = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * The database cannot be reached right now: not the request's fault nor a bug, so the shared
 * exception filter answers 503 with the shop's message (decision 0410), and the caller may retry.
 */
export function databaseUnreachable(err: unknown): PgError | undefined {
  return causeOf(
    err,
    (e) =>
      (typeof e.code === 'string' && (UNREACHABLE_CODES.has(e.code) || e.code.startsWith('08'))) ||
      (typeof e.message === 'string' && UNREACHABLE_MESSAGE.test(e.message)),
  );
}
