import { Field, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { PaginationModel } from '@shop/platform';
import { ProductModel } from '../products/product.model';

export enum StockFilter {
  all = 'all',
  low = 'low',
  out = 'out',
}
registerEnumType(StockFilter, { name: 'StockFilter' });

@ObjectType('InventorySummary')
export class InventorySummaryModel {
  @Field(() => Int, { description: 'stock items: every variant, and each product without variants' }) totalVariants: number;
  @Field(() => Int, { description: 'stock above 5 (product §4.4: exactly 5 counts in no group)' }) inStock: number;
  @Field(() => Int, { description: 'stock 1..4' }) low: number;
  @Field(() => Int, { description: 'stock 0' }) out: number;
}

@ObjectType('InventoryPage')
export class InventoryPageModel {
  @Field(() => [ProductModel]) products: ProductModel[];
  @Field(() => PaginationModel) pagination: PaginationModel;
  @Field(() => InventorySummaryModel) summary: InventorySummaryModel;
}
