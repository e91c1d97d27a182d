import { Inject, Injectable } from '@nestjs/common';
import { DomainError, TRANSACTIONS } from '@shop/platform';
import type { Transactions } from '../db/database';
import { ListingSummaries } from '../products/listing-summaries';
import { enqueueProductChanged } from '../products/product-events';
import { ProductsRepository } from '../products/products.repository';
import { enqueueStockChanges } from '../stock/stock-events';
import { StockRepository } from '../stock/stock.repository';
import { planImport, type ImportPlan, type SheetRow, type StockItem } from './stock-import.plan';
import { StockSheetRepository } from './stock-sheet.repository';

/** An import is answered in one request; beyond this, staff split the file. */
export const MAX_IMPORT_ROWS = 5000;

export const StockSheetErrors = {
  tooManyRows: () => new DomainError('IMPORT_TOO_LARGE', `Mỗi lần nhập tối đa ${MAX_IMPORT_ROWS.toLocaleString('vi-VN')} dòng`, 400),
  planChanged: () =>
    new DomainError('IMPORT_PLAN_CHANGED', 'Dữ liệu đã thay đổi kể từ khi xem trước (có đơn hàng mới giữ hàng): chưa áp dụng dòng nào, hãy xem trước lại', 409),
};

/**
 * The stock and price sheet (decision 0522): every sellable row out, and back in with a preview
 * that writes nothing and an apply that writes all the accepted rows in one transaction or none.
 */
@Injectable()
export class StockSheetService {
  constructor(
    private readonly sheet: StockSheetRepository,
    private readonly products: ProductsRepository,
    private readonly stock: StockRepository,
    private readonly summaries: ListingSummaries,
    @Inject(TRANSACTIONS) private readonly tx: Transactions,
  ) {}

  items(): Promise<(StockItem & { isActive: boolean })[]> {
    return this.sheet.items();
  }

  async preview(rows: SheetRow[]): Promise<ImportPlan> {
    if (rows.length > MAX_IMPORT_ROWS) throw StockSheetErrors.tooManyRows();
    return planImport(rows, await this.sheet.items());
  }

  /**
   * Plans again under the rows' locks; when the accepted rows are not those of the preview staff
   * saw (`planId`), nothing is written. Stock is set as the staff stock screens set it, price as
   * a product edit does, with their events in the same transaction.
   */
  async apply(rows: SheetRow[], planId: string): Promise<ImportPlan> {
    if (rows.length > MAX_IMPORT_ROWS) throw StockSheetErrors.tooManyRows();
    const plan = await this.tx.transactional(async () => {
      const seen = planImport(rows, await this.sheet.items());
      const productIds = [...new Set(seen.rows.flatMap((r) => (r.item ? [r.item.productId] : [])))].sort();
      const planned = planImport(rows, await this.sheet.lockItems(productIds));
      if (planned.planId !== planId) throw StockSheetErrors.planChanged();
      const changing = planned.rows.filter((r) => r.outcome === 'change');
      const pricedProducts = new Set<string>();
      for (const r of changing) {
        const item = r.item!;
        if (!pricedProducts.has(item.productId) && (r.price !== item.price || r.originalPrice !== item.originalPrice)) {
          await this.sheet.setPrice(item.productId, r.price!, r.originalPrice ?? null);
          await enqueueProductChanged(this.tx.current(), item.productId, 'updated');
        }
        pricedProducts.add(item.productId);
        if (r.newStock !== item.stock) {
          if (item.variantId) await this.stock.setVariantStock(item.variantId, r.newStock!);
          else await this.stock.setProductStock(item.productId, r.newStock!);
          const totalStock = await this.products.refreshTotalStock(item.productId);
          await enqueueStockChanges(
            this.tx.current(),
            [{ productId: item.productId, variantId: item.variantId, sku: item.sku, previousStock: item.stock, stock: r.newStock!, totalStock }],
            'manual',
          );
        }
      }
      return planned;
    });
    this.summaries.clear();
    return plan;
  }
}
