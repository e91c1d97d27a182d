import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Permitted } from '@shop/auth';
import { StockImportApplyArgs, StockImportPlanModel, StockImportPreviewArgs, StockSheetRowModel } from './stock-sheet.model';
import type { ImportPlan } from './stock-import.plan';
import { StockSheetService } from './stock-sheet.service';

const answer = (plan: ImportPlan, applied: boolean): StockImportPlanModel => ({
  rows: plan.rows.map(({ line, label, outcome, changes, problems }) => ({ line, label, outcome, changes, problems })),
  planId: plan.planId,
  changed: plan.rows.filter((r) => r.outcome === 'change').length,
  unchanged: plan.rows.filter((r) => r.outcome === 'unchanged').length,
  refused: plan.rows.filter((r) => r.outcome === 'refused').length,
  applied,
});

/** decision 0522: the stock and price sheet; staff who may edit the catalog. */
@Resolver()
export class StockSheetResolver {
  constructor(private readonly sheet: StockSheetService) {}

  @Query(() => [StockSheetRowModel], { description: 'staff: every variant, and every product without variants, newest products first' })
  @Permitted('catalog')
  stockSheet(): Promise<StockSheetRowModel[]> {
    return this.sheet.items();
  }

  @Mutation(() => StockImportPlanModel, { description: 'staff: what the rows would change and what they refuse; writes nothing' })
  @Permitted('catalog')
  async previewStockImport(@Args() { rows }: StockImportPreviewArgs): Promise<StockImportPlanModel> {
    return answer(await this.sheet.preview(rows), false);
  }

  @Mutation(() => StockImportPlanModel, {
    description: 'staff: writes every accepted row of the preview `planId` in one transaction, or nothing (409 IMPORT_PLAN_CHANGED)',
  })
  @Permitted('catalog')
  async applyStockImport(@Args() { rows, planId }: StockImportApplyArgs): Promise<StockImportPlanModel> {
    return answer(await this.sheet.apply(rows, planId), true);
  }
}
