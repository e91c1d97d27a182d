-- What a quote reads, called by quote.repository.ts and by catalog_quote_reserve
-- (reservations.sql). A repeatable script (decision 0012): applied again at start whenever this
-- text changes; a change of its parameters or result type needs a DROP FUNCTION first.

-- Whatever the number of lines: each asked product with its first image and the asked variants
-- it has (the quote of carts and of placement alike).
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
