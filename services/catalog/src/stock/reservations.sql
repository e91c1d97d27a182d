-- An order's stock reserved in one call (decisions 0601 and 0613), called by
-- reservations.repository.ts: the claim, every line taken or none, and one catalog.StockChanged
-- outbox row per line taken, so the product rows taken stay locked for that call and its commit
-- only. A repeatable script (decision 0012): applied again at start whenever this text changes; a
-- change of a function's parameters or result type needs a DROP FUNCTION first.
--
-- p_lines: the summed lines [{productId, variantId, quantity}] (uuids checked by the caller).
-- p_event: the StockChanged rows' stamp, {type, version, correlationId, causationId, traceparent, reason}
-- (`eventStamp` of @shop/messaging and the reason).
-- A line that cannot be taken raises SQLSTATE CR001 with the line's index as DETAIL: everything
-- the call did rolls back, and the caller reads what is left.

-- Takes every line or raises; also what re-confirms a reservation that was given back too early.
-- The rows are written by messaging_outbox_insert, the messaging library's one definition of an
-- outbox row; the payloads must pass the StockChanged contract (the integration tests parse them).
CREATE OR REPLACE FUNCTION catalog_take_lines(p_lines jsonb, p_event jsonb) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_line jsonb;
  v_index int := 0;
  v_pid uuid;
  v_vid uuid;
  v_q int;
  v_total int;
  v_left int;
  v_sku text;
BEGIN
  FOR v_line IN SELECT value FROM jsonb_array_elements(p_lines) LOOP
    v_pid := (v_line->>'productId')::uuid;
    v_vid := (v_line->>'variantId')::uuid;
    v_q := (v_line->>'quantity')::int;
    v_sku := NULL;
    IF v_vid IS NULL THEN
      UPDATE products SET stock = stock - v_q, total_stock = total_stock - v_q
      WHERE id = v_pid AND is_active AND stock >= v_q AND NOT EXISTS (SELECT 1 FROM variants x WHERE x.product_id = v_pid)
      RETURNING stock, total_stock INTO v_left, v_total;
    ELSE
      -- The product row first (its lock orders us behind any staff write), then the variant's own
      -- guard; total_stock >= q: a sold-out product matches no row instead of breaking its CHECK.
      WITH product AS (
        UPDATE products SET total_stock = total_stock - v_q
        WHERE id = v_pid AND is_active AND total_stock >= v_q AND EXISTS (SELECT 1 FROM variants x WHERE x.id = v_vid AND x.product_id = v_pid)
        RETURNING total_stock
      ), variant AS (
        UPDATE variants SET stock = stock - v_q WHERE id = v_vid AND product_id = v_pid AND stock >= v_q AND EXISTS (SELECT 1 FROM product)
        RETURNING stock, sku
      )
      SELECT product.total_stock, variant.stock, variant.sku INTO v_total, v_left, v_sku FROM product LEFT JOIN variant ON true;
    END IF;
    IF v_left IS NULL OR (v_vid IS NOT NULL AND v_sku IS NULL) THEN
      RAISE EXCEPTION USING ERRCODE = 'CR001', MESSAGE = 'catalog_take_lines: short of stock', DETAIL = v_index::text;
    END IF;
    PERFORM messaging_outbox_insert(p_event, jsonb_build_object(
      'productId', v_pid::text, 'variantId', v_vid::text, 'sku', v_sku, 'previousStock', v_left + v_q, 'stock', v_left,
      'totalStock', v_total, 'reason', p_event->>'reason'));
    v_index := v_index + 1;
  END LOOP;
END $$;

-- Answers {"taken": true}, or {"taken": false, "status", "releaseReason"} when the order already
-- has a reservation (nothing taken twice).
CREATE OR REPLACE FUNCTION catalog_reserve(p_order_id text, p_lines jsonb, p_event jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_prior record;
BEGIN
  -- A released reservation without a cancellation is taken over (a placement retried under the
  -- same order id); a concurrent call for the same order waits here on the primary key.
  INSERT INTO stock_reservations (order_id, lines, status) VALUES (p_order_id, p_lines, 'reserved')
  ON CONFLICT (order_id) DO UPDATE SET status = 'reserved', lines = EXCLUDED.lines, release_reason = NULL, created_at = now(), updated_at = now()
    WHERE stock_reservations.status = 'released' AND stock_reservations.release_reason IS DISTINCT FROM 'cancelled';
  IF NOT FOUND THEN
    SELECT status, release_reason INTO v_prior FROM stock_reservations WHERE order_id = p_order_id;
    RETURN jsonb_build_object('taken', false, 'status', v_prior.status, 'releaseReason', v_prior.release_reason);
  END IF;

  PERFORM catalog_take_lines(p_lines, p_event);
  RETURN jsonb_build_object('taken', true);
END $$;

-- An order's lines quoted (catalog_quote, quote.sql) and reserved in one call: placement's
-- request-reply to the catalog in one round trip to PostgreSQL. Answers {"quote": catalog_quote(...),
-- "reserve": R} where R is catalog_reserve's answer, or {"short": index} when a line could not be
-- taken (then nothing was: the reservation's subtransaction rolled back whole). A line that is not
-- on sale (unknown, hidden or deleted product, a variant the product does not have) is never
-- taken: catalog_take_lines asks what the quote asks.
CREATE OR REPLACE FUNCTION catalog_quote_reserve(p_order_id text, p_lines jsonb, p_event jsonb, p_products uuid[], p_variants uuid[]) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_quote jsonb := catalog_quote(p_products, p_variants);
  v_reserve jsonb;
  v_detail text;
BEGIN
  BEGIN
    v_reserve := catalog_reserve(p_order_id, p_lines, p_event);
  EXCEPTION WHEN SQLSTATE 'CR001' THEN
    GET STACKED DIAGNOSTICS v_detail = PG_EXCEPTION_DETAIL;
    v_reserve := jsonb_build_object('short', v_detail::int);
  END;
  RETURN jsonb_build_object('quote', v_quote, 'reserve', v_reserve);
END $$;
