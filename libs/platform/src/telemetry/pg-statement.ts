import type { Span } from '@opentelemetry/api';
import type { PgRequestHookInformation } from '@opentelemetry/instrumentation-pg';
import { ATTR_DB_QUERY_TEXT } from '@opentelemetry/semantic-conventions';

/** How many characters of an unnamed statement's SQL a pg span keeps. */
export const STATEMENT_TEXT_LIMIT = 120;

/**
 * The pg instrumentation's `requestHook`: a sampled query's `db.query.text` becomes its prepared
 * statement's name (`catalog.quoteReserve`; the instrumentation also sets it as
 * `db.postgresql.plan`), or else the first `STATEMENT_TEXT_LIMIT` characters of its SQL with `…`
 * where it was cut. The whole text (Drizzle's column lists run to a kilobyte) was most of the OTLP
 * serialisation of an order's sampled spans in a CPU profile (`writeKeyValue`, decision 0440); the
 * span name, the operation name and the start of the text still say what ran. Parameters never
 * reach a span: the instrumentation adds them only with `enhancedDatabaseReporting`, left off.
 */
export function shortStatement(span: Span, { query }: PgRequestHookInformation): void {
  const { name, text } = query;
  if (typeof name === 'string' && name !== '') span.setAttribute(ATTR_DB_QUERY_TEXT, name);
  else if (typeof text === 'string' && text.length > STATEMENT_TEXT_LIMIT) span.setAttribute(ATTR_DB_QUERY_TEXT, `${text.slice(0, STATEMENT_TEXT_LIMIT)}…`);
}
