import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { STATEMENT_TEXT_LIMIT, shortStatement } from './pg-statement';

const connection = { database: 'shop_catalog', host: 'localhost', port: 5432, user: 'shop' };

/** The `db.query.text` a span ends with, given the text the pg instrumentation set and the query the hook sees. */
function exportedText(query: { text: string; name?: string; values?: unknown[] }): unknown {
  const exporter = new InMemorySpanExporter();
  const tracer = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] }).getTracer('pg');
  const span = tracer.startSpan('pg.query:SELECT shop_catalog', { attributes: { 'db.query.text': query.text } });
  shortStatement(span, { query, connection });
  span.end();
  return exporter.getFinishedSpans()[0].attributes['db.query.text'];
}

describe('shortStatement (decision 0440)', () => {
  it('names a prepared statement by its name, not by its SQL', () => {
    const text = `SELECT * FROM catalog_quote_reserve($1, $2, $3) ${'-- '.repeat(100)}`;
    assert.equal(exportedText({ text, name: 'catalog.quoteReserve', values: ['k', 1, 2] }), 'catalog.quoteReserve');
  });

  it('keeps the start of a long unnamed statement, marked where it was cut', () => {
    const columns = Array.from({ length: 40 }, (_, i) => `"column_${i}"`).join(', ');
    const text = `select ${columns} from "products" where "id" = $1`;
    const kept = exportedText({ text, values: ['p-1'] });
    assert.equal(kept, `${text.slice(0, STATEMENT_TEXT_LIMIT)}…`);
  });

  it('keeps a short statement whole, and never its parameters', () => {
    const text = 'SELECT status FROM orders WHERE id = $1';
    assert.equal(exportedText({ text, values: ['secret-order-id'] }), text);
  });
});
