import { Client } from 'pg';

/** Marks bench products so a re-run replaces them and the demo catalog is left alone. */
export const BENCH_BRAND = 'Bench Việt';

/**
 * Fills a catalog with `count` generated products (names from Vietnamese words, 1–3 variants,
 * prices, flags) in a few set-based statements: 10,000 products take a couple of seconds.
 * Existing bench products are replaced; categories come from the catalog (demo seeding first).
 */
export async function seedBenchCatalog(databaseUrl: string, count = 10_000): Promise<{ products: number; ms: number }> {
  const started = Date.now();
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query(`DELETE FROM products WHERE brand = $1`, [BENCH_BRAND]);
    await client.query(`INSERT INTO categories (name, description, slug) VALUES ('Túi tote', 'Túi vải', 'tui-tote') ON CONFLICT DO NOTHING`);
    await client.query(
      `WITH cats AS (SELECT array_agg(id ORDER BY created_at, id) AS ids FROM categories),
       kinds AS (SELECT ARRAY['Túi tote','Balo','Túi đeo chéo','Ví da','Nón lá','Khăn lụa','Túi vải','Móc khóa','Túi xách','Hộp quà'] AS a),
       places AS (SELECT ARRAY['Hội An','Đông Sơn','Sài Gòn','Hà Nội','Huế','Đà Lạt','Sa Pa','Hạ Long','Cần Thơ','Phú Quốc','Mù Cang Chải','Bát Tràng','Ninh Bình','Quy Nhơn'] AS a),
       motifs AS (SELECT ARRAY['hoa sen','trống đồng','đèn lồng','cà phê','áo dài','ruộng bậc thang','thổ cẩm','gốm lam','phố cổ','xích lô','chim lạc','hoa mai'] AS a),
       colors AS (SELECT ARRAY['Đỏ','Xanh dương','Xanh lá','Vàng','Đen','Trắng','Be','Nâu','Hồng','Xám'] AS a)
       INSERT INTO products (name, brand, short_description, description, price, original_price, category_id, colors, materials, sizes,
                             stock, sold_count, is_featured, is_new_arrival, is_active, created_at)
       SELECT k.a[1 + g % 10] || ' ' || p.a[1 + (g / 10) % 14] || ' ' || m.a[1 + (g / 140) % 12] || ' ' || g,
              $2,
              'Sản phẩm ' || m.a[1 + (g / 140) % 12] || ' làm thủ công tại ' || p.a[1 + (g / 10) % 14],
              '<p>Sản phẩm thử tải số ' || g || '.</p>',
              (50 + (g * 37) % 300) * 1000,
              CASE WHEN g % 4 = 0 THEN (60 + (g * 37) % 300) * 1000 END,
              c.ids[1 + g % array_length(c.ids, 1)],
              ARRAY[col.a[1 + g % 10], col.a[1 + (g / 3) % 10]],
              ARRAY['Canvas'],
              CASE WHEN g % 3 = 0 THEN ARRAY['M','L'] ELSE ARRAY[]::text[] END,
              CASE WHEN g % 3 = 0 THEN 0 ELSE g % 17 END,
              (g * 7919) % 500,
              g % 25 = 0,
              g % 10 = 0,
              g % 50 <> 0,
              now() - (g || ' minutes')::interval
       FROM generate_series(1, $1::int) g, cats c, kinds k, places p, motifs m, colors col`,
      [count, BENCH_BRAND],
    );
    await client.query(
      `INSERT INTO variants (product_id, name, color, size, sku, stock, position)
       SELECT p.id, p.colors[1] || ' / ' || s.size, p.colors[1], s.size, 'BENCH-' || p.id || '-' || s.size, (s.n * 7 + p.sold_count) % 12, s.n
       FROM products p CROSS JOIN LATERAL (SELECT unnest(p.sizes) AS size, generate_subscripts(p.sizes, 1) AS n) s
       WHERE p.brand = $1`,
      [BENCH_BRAND],
    );
    await client.query(
      `UPDATE products p SET total_stock = COALESCE((SELECT sum(v.stock)::int FROM variants v WHERE v.product_id = p.id), p.stock),
         search_text = catalog_fold(concat_ws(' ', p.name, p.brand, p.short_description, (SELECT c.name FROM categories c WHERE c.id = p.category_id)))
       WHERE p.brand = $1`,
      [BENCH_BRAND],
    );
    await client.query('COMMIT');
    await client.query('ANALYZE products');
    await client.query('ANALYZE variants');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    await client.end();
  }
  return { products: count, ms: Date.now() - started };
}
