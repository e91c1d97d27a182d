import { Inject, Injectable } from '@nestjs/common';
import { TRANSACTIONS } from '@shop/platform';
import { CatalogErrors } from '../common/errors';
import { searchWords } from '../common/text';
import type { Transactions } from '../db/database';
import { INVENTORY_PAGE_SIZE, MAX_PAGE_SIZE, pagination } from '../products/listing';
import type { ProductModel } from '../products/product.model';
import { ProductsRepository } from '../products/products.repository';
import { ProductsService } from '../products/products.service';
import { StockFilter, type InventoryPageModel } from './inventory.model';
import { enqueueStockChanges } from './stock-events';
import { StockRepository } from './stock.repository';

/** Staff stock use cases: the inventory overview and setting a variant's or a product's stock (product §15). */
@Injectable()
export class StockService {
  constructor(
    private readonly stock: StockRepository,
    private readonly products: ProductsRepository,
    private readonly catalog: ProductsService,
    @Inject(TRANSACTIONS) private readonly tx: Transactions,
  ) {}

  /** product §15 PUT /products/{id}/variants/{variantId}/stock. */
  async setVariantStock(productId: string, variantId: string, stock: number): Promise<ProductModel> {
    if (stock < 0) throw CatalogErrors.negativeStock();
    await this.tx.transactional(async () => {
      if (!(await this.products.lockById(productId))) throw CatalogErrors.productNotFound();
      const variant = await this.stock.variantForUpdate(productId, variantId);
      if (!variant) throw CatalogErrors.variantNotFound();
      if (variant.stock === stock) return;
      await this.stock.setVariantStock(variant.id, stock);
      const totalStock = await this.products.refreshTotalStock(productId);
      await enqueueStockChanges(this.tx.current(), [{ productId, variantId, sku: variant.sku, previousStock: variant.stock, stock, totalStock }], 'manual');
    });
    return this.catalog.detailOrFail(productId);
  }

  /** product §15 PUT /products/{id}/stock: only for a product without variants. */
  async setProductStock(productId: string, stock: number): Promise<ProductModel> {
    if (stock < 0) throw CatalogErrors.negativeStock();
    await this.tx.transactional(async () => {
      const product = await this.products.lockById(productId);
      if (!product) throw CatalogErrors.productNotFound();
      if (await this.stock.hasVariants(productId)) throw CatalogErrors.productHasVariants();
      if (product.stock === stock) return;
      await this.stock.setProductStock(productId, stock);
      const totalStock = await this.products.refreshTotalStock(productId);
      await enqueueStockChanges(this.tx.current(), [{ productId, variantId: null, sku: null, previousStock: product.stock, stock, totalStock }], 'manual');
    });
    return this.catalog.detailOrFail(productId);
  }

  async inventory(
    page: number | null | undefined,
    limit: number | null | undefined,
    search: string | null | undefined,
    filter: StockFilter | null | undefined,
  ): Promise<InventoryPageModel> {
    const p = Math.max(1, Math.trunc(page ?? 1) || 1);
    const l = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.trunc(limit ?? INVENTORY_PAGE_SIZE) || INVENTORY_PAGE_SIZE));
    const [{ rows, total }, summary] = await Promise.all([
      this.stock.inventory(p, l, searchWords(search), filter ?? StockFilter.all),
      this.stock.inventorySummary(),
    ]);
    return { products: await this.catalog.views(rows, false), pagination: pagination(p, l, total), summary };
  }
}
