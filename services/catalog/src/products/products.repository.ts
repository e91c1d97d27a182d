import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { isUuid, TRANSACTIONS } from '@shop/platform';
import type { Database, Executor, Transactions } from '../db/database';
import { categories, type CategoryRow } from '../categories/categories.schema';
import { containsPattern } from '@shop/platform';
import { relationColumns, type RowWithRelations } from './embedded-relations';
import type { ListingQuery } from './listing';
import { searchMatch, searchOrder, suggestionQuery, type SearchTerms } from './search-sql';
import { ProductSort, SortOrder } from './product.model';
import { productImages } from '../images/images.schema';
import { reviews, type ReviewRow } from '../reviews/reviews.schema';
import { products, variants, type ProductRow, type VariantRow } from './products.schema';

export type NewProduct = typeof products.$inferInsert;
export type NewVariant = typeof variants.$inferInsert;
export type ImageSummary = { id: string; productId: string | null; alt: string | null; color: string | null; mimetype: string; position: number };

/** What a product's view shows of its relations, by product id (categories by their id). */
export interface ProductRelations {
  variants: Map<string, Pick<VariantRow, 'id' | 'name' | 'color' | 'material' | 'size' | 'sku' | 'stock'>[]>;
  images: Map<string, Pick<ImageSummary, 'id' | 'alt' | 'color' | 'mimetype'>[]>;
  reviews: Map<string, Pick<ReviewRow, 'id' | 'name' | 'rating' | 'comment' | 'verifiedPurchase' | 'createdAt'>[]>;
  categories: Map<string, Pick<CategoryRow, 'id' | 'name' | 'description' | 'slug'>>;
}

/** Products with their variants, images and category embedded, and their reviews for a detail (`embedded-relations.ts`). */
const withRelations = (db: Executor, reviews: boolean) => db.select({ ...getTableColumns(products), ...relationColumns(reviews) }).from(products);

/**
 * The reads of a miss of the gateway's cache, the product detail and a listing's page by id, as
 * named statements prepared once on the pool (decision 0911): Drizzle builds their text once
 * instead of at every read (its query building was about a tenth of the catalog's CPU of a
 * detail), and PostgreSQL parses and plans them once per connection. The page's ids are one array
 * parameter, so the text never changes with their number.
 */
const prepareDetail = (pool: Database) =>
  withRelations(pool, true)
    .where(eq(products.id, sql.placeholder('id')))
    .prepare('catalog.productDetail');
const prepareByIds = (pool: Database) =>
  withRelations(pool, false)
    .where(sql`${products.id} = ANY(${sql.placeholder('ids')}::uuid[])`)
    .prepare('catalog.productsByIds');

const group = <T extends { productId: string | null }>(rows: T[]): Map<string, T[]> => {
  const out = new Map<string, T[]>();
  for (const r of rows) {
    if (!r.productId) continue;
    const list = out.get(r.productId) ?? [];
    list.push(r);
    out.set(r.productId, list);
  }
  return out;
};

@Injectable()
export class ProductsRepository {
  /** The detail's and the listing page's statements, built once (`prepareDetail`, `prepareByIds`). */
  private detailStatement?: ReturnType<typeof prepareDetail>;
  private byIdsStatement?: ReturnType<typeof prepareByIds>;

  constructor(@Inject(TRANSACTIONS) private readonly tx: Transactions) {}

  // ---- reading -------------------------------------------------------------------------------

  /** The filter conditions of a listing; colour and size apart (the facets leave their own out). */
  private conditions(q: ListingQuery): { base: SQL[]; color: SQL | null; size: SQL | null } {
    const base: SQL[] = [];
    if (!q.includeInactive) base.push(sql`${products.isActive}`);
    if (q.category) {
      const category: string = q.category;
      const slug = category.toLowerCase();
      base.push(isUuid(category) ? sql`${products.categoryId} = ${category}` : sql`${products.categoryId} = (SELECT id FROM categories WHERE slug = ${slug})`);
    }
    if (q.words.length > 0) base.push(searchMatch(q));
    if (q.minPrice !== null) base.push(sql`${products.price} >= ${q.minPrice}`);
    if (q.maxPrice !== null) base.push(sql`${products.price} <= ${q.maxPrice}`);
    if (q.featured !== null) base.push(sql`${products.isFeatured} = ${q.featured}`);
    if (q.newArrival !== null) base.push(sql`${products.isNewArrival} = ${q.newArrival}`);
    const color = q.color
      ? sql`(lower(${q.color}) = ANY (SELECT lower(x) FROM unnest(${products.colors}) x) OR EXISTS (SELECT 1 FROM variants v WHERE v.product_id = ${products.id} AND lower(v.color) = lower(${q.color})))`
      : null;
    const size = q.size
      ? sql`(lower(${q.size}) = ANY (SELECT lower(x) FROM unnest(${products.sizes}) x) OR EXISTS (SELECT 1 FROM variants v WHERE v.product_id = ${products.id} AND lower(v.size) = lower(${q.size})))`
      : null;
    return { base, color, size };
  }

  private orderBy(q: ListingQuery): SQL[] {
    const asc = q.order === SortOrder.asc;
    const dir = (col: SQL) => (asc ? sql`${col} ASC` : sql`${col} DESC`);
    // The id breaks ties in the same direction, so the (column, id) indexes serve the order.
    const tie = dir(sql`${products.id}`);
    if (q.words.length > 0 && !q.sortBy) return searchOrder(q);
    switch (q.sortBy) {
      case ProductSort.price:
        return [dir(sql`${products.price}`), tie];
      case ProductSort.name:
        return [dir(sql`${products.name} COLLATE vi_vn`), tie];
      case ProductSort.soldCount:
        return [dir(sql`${products.soldCount}`), tie];
      default:
        return [dir(sql`${products.createdAt}`), tie];
    }
  }

  /**
   * Suggestions under the search box as SQL states them (decisions 0204, 0205): products as
   * `suggestionQuery` ranks them; categories whose folded name holds every word. Shoppers are
   * answered from memory (`SuggestionIndex`); this is the rule its tests hold it to.
   */
  async suggestions(
    terms: SearchTerms,
    limit: number,
  ): Promise<{ products: Pick<ProductRow, 'id' | 'name' | 'price'>[]; categories: Pick<CategoryRow, 'id' | 'name' | 'slug'>[] }> {
    const categoryWords = terms.words.map((w) => sql`catalog_fold(${categories.name}) LIKE ${containsPattern(w)}`);
    const [productRows, categoryRows] = await Promise.all([
      this.tx
        .current()
        .execute<Pick<ProductRow, 'id' | 'name' | 'price'>>(suggestionQuery(terms, limit))
        .then((r) => r.rows),
      this.tx
        .current()
        .select({ id: categories.id, name: categories.name, slug: categories.slug })
        .from(categories)
        .where(and(...categoryWords))
        .orderBy(sql`${categories.name} COLLATE vi_vn`)
        .limit(Math.min(limit, 3)),
    ]);
    return { products: productRows, categories: categoryRows };
  }

  /** One page of a listing, each product with its variants, images and category (no reviews), in one statement. */
  async page(q: ListingQuery): Promise<RowWithRelations[]> {
    const { base, color, size } = this.conditions(q);
    const all = [...base, ...(color ? [color] : []), ...(size ? [size] : [])];
    return withRelations(this.tx.current(), false)
      .where(all.length ? and(...all) : undefined)
      .orderBy(...this.orderBy(q))
      .limit(q.limit)
      .offset(q.offset);
  }

  /** Products by id, each with its variants, images and category (no reviews), in one statement, in the order of `ids`; missing ones left out. */
  async byIds(ids: string[]): Promise<RowWithRelations[]> {
    if (ids.length === 0) return [];
    const pool = this.tx.poolOutsideTransaction();
    let rows: RowWithRelations[];
    if (pool) {
      this.byIdsStatement ??= prepareByIds(pool);
      rows = await this.byIdsStatement.execute({ ids });
    } else rows = await withRelations(this.tx.current(), false).where(inArray(products.id, ids));
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** The count and the filter panel values of a listing (independent of page and sort). */
  async summary(q: ListingQuery): Promise<{ total: number; colors: string[]; sizes: string[] }> {
    const { base, color, size } = this.conditions(q);
    const all = [...base, ...(color ? [color] : []), ...(size ? [size] : [])];
    const [[{ total }], colors, sizes] = await Promise.all([
      this.tx
        .current()
        .select({ total: sql<number>`count(*)::int` })
        .from(products)
        .where(all.length ? and(...all) : undefined),
      this.facet('color', [...base, ...(size ? [size] : [])]),
      this.facet('size', [...base, ...(color ? [color] : [])]),
    ]);
    return { total, colors, sizes };
  }

  /** Distinct colours or sizes of the products (and their variants) matching `conds`. */
  private async facet(kind: 'color' | 'size', conds: SQL[]): Promise<string[]> {
    const where = conds.length ? sql`WHERE ${sql.join(conds, sql` AND `)}` : sql``;
    const list = kind === 'color' ? sql`${products.colors}` : sql`${products.sizes}`;
    const col = kind === 'color' ? sql.raw('v.color') : sql.raw('v.size');
    const result = await this.tx.current().execute<{ value: string }>(sql`
      WITH matching AS (SELECT ${products.id} AS id, ${list} AS list FROM ${products} ${where})
      SELECT value FROM (
        SELECT unnest(list) AS value FROM matching
        UNION
        SELECT ${col} FROM variants v JOIN matching m ON m.id = v.product_id WHERE ${col} IS NOT NULL AND ${col} <> ''
      ) f GROUP BY value ORDER BY value COLLATE vi_vn`);
    return result.rows.map((r) => r.value);
  }

  /** A product with its variants, images, reviews and category, in one statement. */
  async byIdWithRelations(id: string): Promise<RowWithRelations | undefined> {
    if (!isUuid(id)) return undefined;
    const pool = this.tx.poolOutsideTransaction();
    if (pool) {
      this.detailStatement ??= prepareDetail(pool);
      const [row] = await this.detailStatement.execute({ id });
      return row;
    }
    const [row] = await withRelations(this.tx.current(), true).where(eq(products.id, id));
    return row;
  }

  async byId(id: string): Promise<ProductRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await this.tx.current().select().from(products).where(eq(products.id, id));
    return row;
  }

  async lockById(id: string): Promise<ProductRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await this.tx.current().select().from(products).where(eq(products.id, id)).for('update');
    return row;
  }

  async activeIds(): Promise<{ id: string; updatedAt: Date }[]> {
    return this.tx
      .current()
      .select({ id: products.id, updatedAt: products.updatedAt })
      .from(products)
      .where(eq(products.isActive, true))
      .orderBy(desc(products.createdAt));
  }

  /** Variants, images (without their bytes), reviews and categories of these products. */
  async relations(rows: ProductRow[], opts: { reviews: boolean }): Promise<ProductRelations> {
    const ids = rows.map((r) => r.id);
    const categoryIds = [...new Set(rows.map((r) => r.categoryId).filter((c): c is string => !!c))];
    if (ids.length === 0) return { variants: new Map(), images: new Map(), reviews: new Map(), categories: new Map() };
    const [v, i, r, c] = await Promise.all([
      this.tx.current().select().from(variants).where(inArray(variants.productId, ids)).orderBy(asc(variants.position), asc(variants.sku)),
      this.tx
        .current()
        .select({
          id: productImages.id,
          productId: productImages.productId,
          alt: productImages.alt,
          color: productImages.color,
          mimetype: productImages.mimetype,
          position: productImages.position,
        })
        .from(productImages)
        .where(inArray(productImages.productId, ids))
        .orderBy(asc(productImages.position), asc(productImages.createdAt)),
      opts.reviews ? this.tx.current().select().from(reviews).where(inArray(reviews.productId, ids)).orderBy(desc(reviews.createdAt)) : Promise.resolve([]),
      categoryIds.length ? this.tx.current().select().from(categories).where(inArray(categories.id, categoryIds)) : Promise.resolve([]),
    ]);
    return { variants: group(v), images: group(i), reviews: group(r), categories: new Map(c.map((x) => [x.id, x])) };
  }

  // ---- writing -------------------------------------------------------------------------------

  async insert(row: NewProduct): Promise<ProductRow> {
    const [created] = await this.tx.current().insert(products).values(row).returning();
    return created;
  }

  async update(id: string, patch: Partial<NewProduct>): Promise<void> {
    await this.tx
      .current()
      .update(products)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(products.id, id));
  }

  async delete(id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const deleted = await this.tx.current().delete(products).where(eq(products.id, id)).returning({ id: products.id });
    return deleted.length > 0;
  }

  variantsOf(productId: string): Promise<VariantRow[]> {
    return this.tx.current().select().from(variants).where(eq(variants.productId, productId)).orderBy(asc(variants.position)).for('update');
  }

  async insertVariants(rows: NewVariant[]): Promise<void> {
    if (rows.length) await this.tx.current().insert(variants).values(rows);
  }

  async updateVariant(id: string, patch: Partial<NewVariant>): Promise<void> {
    await this.tx.current().update(variants).set(patch).where(eq(variants.id, id));
  }

  async deleteVariants(ids: string[]): Promise<void> {
    if (ids.length) await this.tx.current().delete(variants).where(inArray(variants.id, ids));
  }

  async skusTaken(skus: string[], exceptProductId: string | null): Promise<string[]> {
    if (skus.length === 0) return [];
    const rows = await this.tx.current().select({ sku: variants.sku, productId: variants.productId }).from(variants).where(inArray(variants.sku, skus));
    return rows.filter((r) => r.productId !== exceptProductId).map((r) => r.sku);
  }

  /** totalStock = sum of variant stock, or the product's own stock without variants (product §3). */
  async refreshTotalStock(productId: string): Promise<number> {
    const [row] = await this.tx
      .current()
      .update(products)
      .set({
        totalStock: sql`COALESCE((SELECT sum(v.stock)::int FROM variants v WHERE v.product_id = ${products.id}), ${products.stock})`,
        updatedAt: new Date(),
      })
      .where(eq(products.id, productId))
      .returning({ totalStock: products.totalStock });
    return row?.totalStock ?? 0;
  }

  /** Recomputes the folded search text (name, brand, short description, category name). */
  async refreshSearchText(scope: { productId: string } | { categoryId: string }): Promise<void> {
    const where = 'productId' in scope ? sql`${products.id} = ${scope.productId}` : sql`${products.categoryId} = ${scope.categoryId}`;
    await this.tx.current().execute(sql`
      UPDATE ${products} SET search_text = catalog_fold(concat_ws(' ', ${products.name}, ${products.brand}, ${products.shortDescription},
        (SELECT c.name FROM categories c WHERE c.id = ${products.categoryId})))
      WHERE ${where}`);
  }

  async countInCategory(categoryId: string): Promise<number> {
    const [row] = await this.tx
      .current()
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(eq(products.categoryId, categoryId));
    return row.n;
  }
}
