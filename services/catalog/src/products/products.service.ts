import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import type { AuthUser } from '@shop/auth';
import { isStaff } from '@shop/contracts';
import { isUuid, TRANSACTIONS, uniqueViolation } from '@shop/platform';
import type { Transactions } from '../db/database';
import { categories } from '../categories/categories.schema';
import { CatalogErrors } from '../common/errors';
import { cleanList } from '../common/text';
import { imageIdFromUrl } from '../images/image-format';
import type { ImageRef } from '../images/images.repository';
import { enqueueStockChanges } from '../stock/stock-events';
import type { StockChange as StockChangeRow } from '../stock/stock.repository';
import { ImagesService } from '../images/images.service';
import { sanitizeDescription } from './description-html';
import { ListingSummaries } from './listing-summaries';
import { enqueueProductChanged } from './product-events';
import { pagination, toListingQuery } from './listing';
import type { ListingSummary } from './listing-facets';
import type { ImageInput, ProductFilter, ProductInput, UpdateProductInput, VariantInput } from './product.inputs';
import type { ProductModel, ProductPageModel } from './product.model';
import { splitRelations, type RowWithRelations } from './embedded-relations';
import { toProductView } from './product-view';
import { ProductsRepository, type NewProduct } from './products.repository';
import { SearchWordsRepository } from './search-words.repository';
import type { ProductRow, VariantRow } from './products.schema';

/** The stored columns of one variant input at its position in the product's list. */
const variantFields = (v: VariantInput, position: number) => ({
  name: v.name ?? null,
  color: v.color ?? null,
  material: v.material ?? null,
  size: v.size ?? null,
  sku: v.sku!,
  stock: v.stock,
  position,
});

type StockChange = Omit<StockChangeRow, 'totalStock'>;

@Injectable()
export class ProductsService {
  constructor(
    private readonly products: ProductsRepository,
    private readonly summaries: ListingSummaries,
    private readonly searchWords: SearchWordsRepository,
    private readonly images: ImagesService,
    @Inject(TRANSACTIONS) private readonly tx: Transactions,
  ) {}

  // ---- shoppers ------------------------------------------------------------------------------

  /**
   * A listing (decisions 0910-0912). The snapshot of every product's searched, filtered and sorted
   * fields picks the page (a search's among the products it matches) and gives the count and the
   * panel; PostgreSQL reads only the page's products, by id, and the page stands only if each of
   * them still has the fields the snapshot holds. Otherwise (a change this replica has not heard
   * of yet) the snapshot is dropped and PostgreSQL answers the whole listing. PostgreSQL picks the
   * best sellers' page (sold counts change at every delivery, with no event) and that of a search
   * by relevance whose words pg_trgm reads by the locale's rules (beyond ASCII).
   */
  async list(filter: ProductFilter | null | undefined, viewer: AuthUser | undefined): Promise<ProductPageModel> {
    const parsed = toListingQuery(filter, isStaff(viewer?.role));
    const q = parsed.words.length > 0 ? { ...parsed, near: await this.searchWords.nearWords(parsed.words) } : parsed;
    const snapshot = await this.summaries.facetSnapshot();
    const found = q.words.length > 0 ? (await snapshot.searching()).find(q) : null;
    const ids = snapshot.pageIds(q, found);
    let page: RowWithRelations[];
    let summary: ListingSummary;
    if (ids === null) [page, summary] = [await this.products.page(q), snapshot.summarize(q, found)!];
    else {
      page = await this.products.byIds(ids);
      if (
        snapshot.agrees(
          ids,
          page.map((r) => ({ ...r, variants: r.variantsJson })),
        )
      )
        summary = snapshot.summarize(q, found)!;
      else {
        this.summaries.clear();
        [page, summary] = await Promise.all([this.products.page(q), this.products.summary(q)]);
      }
    }
    const { rows, rel } = splitRelations(page);
    return {
      products: rows.map((r) => toProductView(r, rel)),
      pagination: pagination(q.page, q.limit, summary.total),
      colors: summary.colors,
      sizes: summary.sizes,
    };
  }

  /** A product, or null when missing, malformed, or hidden from this viewer. */
  async detail(id: string, viewer: AuthUser | undefined): Promise<ProductModel | null> {
    const found = await this.products.byIdWithRelations(id);
    if (!found || (!found.isActive && !isStaff(viewer?.role))) return null;
    const { rows, rel } = splitRelations([found]);
    return toProductView(rows[0], rel);
  }

  /** A product another subgraph refers to by id (an order line), hidden ones included: the reference was valid when it was made. */
  async referenced(id: string): Promise<ProductModel | null> {
    const row = await this.products.byId(id);
    return row ? (await this.views([row], true))[0] : null;
  }

  /** Products as the API shows them; reviews only for a detail view. */
  async views(rows: ProductRow[], withReviews: boolean): Promise<ProductModel[]> {
    const rel = await this.products.relations(rows, { reviews: withReviews });
    return rows.map((r) => toProductView(r, rel));
  }

  // ---- staff ---------------------------------------------------------------------------------

  async create(input: ProductInput): Promise<ProductModel> {
    const result = await this.write(async () => {
      const categoryId = await this.categoryOf(input.category);
      const variants = this.variantRows(input.variants ?? []);
      const product = await this.products.insert({ ...(this.fields(input) as NewProduct), categoryId, stock: variants.length ? 0 : (input.stock ?? 0) });
      await this.insertVariants(product.id, variants);
      await this.attachImages(product.id, input.images);
      await this.products.refreshTotalStock(product.id);
      await this.products.refreshSearchText({ productId: product.id });
      await enqueueProductChanged(this.tx.current(), product.id, 'created');
      return product.id;
    });
    return this.detailOrFail(result);
  }

  async update(id: string, input: UpdateProductInput): Promise<ProductModel> {
    await this.write(async () => {
      const current = await this.products.lockById(id);
      if (!current) throw CatalogErrors.productNotFound();
      const patch: Partial<NewProduct> = this.fields(input);
      if (input.category !== undefined) patch.categoryId = await this.categoryOf(input.category);
      const changes: StockChange[] = [];
      let hasVariants = (await this.products.variantsOf(id)).length > 0;
      if (input.variants) {
        changes.push(...(await this.replaceVariants(id, input.variants)));
        hasVariants = input.variants.length > 0;
      }
      if (input.stock !== undefined && input.stock !== null && !hasVariants && input.stock !== current.stock) {
        patch.stock = input.stock;
        changes.push({ productId: id, variantId: null, sku: null, previousStock: current.stock, stock: input.stock });
      }
      await this.products.update(id, patch);
      if (input.images) await this.attachImages(id, input.images);
      const totalStock = await this.products.refreshTotalStock(id);
      await this.products.refreshSearchText({ productId: id });
      await enqueueProductChanged(this.tx.current(), id, 'updated');
      await enqueueStockChanges(
        this.tx.current(),
        changes.map((c) => ({ ...c, totalStock })),
        'product-updated',
      );
    });
    return this.detailOrFail(id);
  }

  async remove(id: string): Promise<boolean> {
    await this.write(async () => {
      if (!(await this.products.delete(id))) throw CatalogErrors.productNotFound();
      await enqueueProductChanged(this.tx.current(), id, 'deleted');
    });
    return true;
  }

  // ---- helpers -------------------------------------------------------------------------------

  /** A product as staff see it after a write; 404 when it is gone. */
  async detailOrFail(id: string): Promise<ProductModel> {
    const row = await this.products.byId(id);
    if (!row) throw CatalogErrors.productNotFound();
    return (await this.views([row], true))[0];
  }

  /** Runs a write in one transaction; a taken SKU becomes SKU_TAKEN. */
  private async write<T>(work: () => Promise<T>): Promise<T> {
    try {
      const result = await this.tx.transactional(work);
      this.summaries.clear();
      return result;
    } catch (err) {
      if (uniqueViolation(err, 'variants_sku_unique')) throw CatalogErrors.skuTaken('');
      throw err;
    }
  }

  private fields(input: UpdateProductInput): Partial<NewProduct> {
    const patch: Partial<NewProduct> = {};
    if (input.name !== undefined) patch.name = input.name.normalize('NFC');
    if (input.brand !== undefined) patch.brand = input.brand?.trim() || null;
    if (input.shortDescription !== undefined) patch.shortDescription = input.shortDescription.normalize('NFC');
    if (input.description !== undefined) patch.description = sanitizeDescription(input.description);
    if (input.price !== undefined) patch.price = input.price;
    if (input.originalPrice !== undefined) patch.originalPrice = input.originalPrice ?? null;
    if (input.colors !== undefined) patch.colors = cleanList(input.colors);
    if (input.materials !== undefined) patch.materials = cleanList(input.materials);
    if (input.sizes !== undefined) patch.sizes = cleanList(input.sizes);
    if (input.isFeatured != null) patch.isFeatured = input.isFeatured;
    if (input.isNewArrival != null) patch.isNewArrival = input.isNewArrival;
    if (input.isActive != null) patch.isActive = input.isActive;
    return patch;
  }

  private async categoryOf(id: string | null | undefined): Promise<string> {
    if (!id || !isUuid(id)) throw CatalogErrors.categoryRequired();
    const [row] = await this.tx.current().select({ id: categories.id }).from(categories).where(eq(categories.id, id));
    if (!row) throw CatalogErrors.categoryRequired();
    return row.id;
  }

  private variantRows(input: VariantInput[]): VariantInput[] {
    const seen = new Set<string>();
    return input.map((v) => {
      const sku = v.sku?.trim() || `SKU-${randomBytes(4).toString('hex').toUpperCase()}`;
      if (seen.has(sku)) throw CatalogErrors.skuTaken(sku);
      seen.add(sku);
      return { ...v, sku };
    });
  }

  private async insertVariants(productId: string, variants: VariantInput[]): Promise<void> {
    await this.checkSkus(variants, productId);
    await this.products.insertVariants(variants.map((v, position) => ({ productId, ...variantFields(v, position) })));
  }

  private async checkSkus(variants: VariantInput[], productId: string): Promise<void> {
    const taken = await this.products.skusTaken(
      variants.map((v) => v.sku!),
      productId,
    );
    if (taken.length) throw CatalogErrors.skuTaken(taken[0]);
  }

  /** The product's variants become exactly `input`: matched by id, else inserted; the rest removed. */
  private async replaceVariants(productId: string, input: VariantInput[]): Promise<StockChange[]> {
    const existing = await this.products.variantsOf(productId);
    const byId = new Map<string, VariantRow>(existing.map((v) => [v.id, v]));
    const rows = this.variantRows(input);
    await this.checkSkus(rows, productId);
    const keep = new Set(rows.map((r) => r.id).filter((i): i is string => !!i && byId.has(i)));
    await this.products.deleteVariants(existing.filter((v) => !keep.has(v.id)).map((v) => v.id));
    const changes: StockChange[] = [];
    for (const [position, v] of rows.entries()) {
      const old = v.id ? byId.get(v.id) : undefined;
      const fields = variantFields(v, position);
      if (old) {
        await this.products.updateVariant(old.id, fields);
        if (old.stock !== v.stock) changes.push({ productId, variantId: old.id, sku: fields.sku, previousStock: old.stock, stock: v.stock });
      } else {
        await this.products.insertVariants([{ productId, ...fields }]);
      }
    }
    return changes;
  }

  /**
   * product §15: images as {url|data, alt, mimetype}. Ids and urls this service handed out are taken
   * over; inline data is checked like an upload. Images without usable data are dropped (product §12).
   */
  private async attachImages(productId: string, input: ImageInput[] | null | undefined): Promise<void> {
    if (!input || input.length === 0) throw CatalogErrors.noImages();
    const refs: ImageRef[] = [];
    for (const image of input) {
      const alt = image.alt?.trim() || null;
      const color = image.color?.trim() || null;
      const id = image.id && isUuid(image.id) ? image.id.toLowerCase() : image.url ? imageIdFromUrl(image.url) : null;
      if (id) refs.push({ id, alt, color });
      else if (image.data) refs.push({ id: await this.images.storeData(image.data, alt), alt, color });
    }
    if (refs.length === 0) throw CatalogErrors.imagesWithoutData();
    const kept = await this.images.claim(productId, refs);
    if (kept.length === 0) throw CatalogErrors.imagesWithoutData();
  }
}
