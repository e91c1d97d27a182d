-- History: the functions below are now kept, and changed, in src/stock/reservations.sql and
-- src/stock/quote.sql, applied after the migrations as repeatable scripts (decision 0012).

-- An order's lines quoted and reserved in one call (decision 0613, addendum "the quote and the
-- reservation in one call"): placement's request-reply to the catalog ran the quote and then
-- catalog_reserve, two round trips to PostgreSQL per order.

-- What a quote reads, whatever the number of lines: each asked product with its first image and
-- the asked variants it has (the quote of carts and of placement alike).
CREATE OR REPLACE FUNCTION catalog_quote(p_products uuid[], p_variants uuid[]) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT COALESCE(jsonb_agg(jsonb_build_object(
           'id', p.id, 'name', p.name, 'price', p.price, 'originalPrice', p.original_price,
           'totalStock', p.total_stock, 'isActive', p.is_active,
           'imageId', (SELECT i.id FROM product_images i WHERE i.product_id = p.id ORDER BY i.position, i.created_at, i.id LIMIT 1),
           'variants', COALESCE((SELECT jsonb_agg(jsonb_build_object('id', v.id, 'productId', v.product_id, 'name', v.name, 'color', v.color,
                                   'material', v.material, 'size', v.size, 'sku', v.sku, 'stock', v.stock, 'position', v.position))
                                 FROM variants v WHERE v.product_id = p.id AND v.id = ANY(p_variants)), '[]'::jsonb))), '[]'::jsonb)
  FROM products p WHERE p.id = ANY(p_products)
$$;
--> statement-breakpoint

-- Answers {"quote": catalog_quote(...), "reserve": R} where R is catalog_reserve's answer, or
-- {"short": index} when a line could not be taken (then nothing was: the reservation's
-- subtransaction rolled back whole). A line that is not on sale (unknown, hidden or deleted product,
-- a variant the product does not have) is never taken: catalog_take_lines asks what the quote asks.
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
