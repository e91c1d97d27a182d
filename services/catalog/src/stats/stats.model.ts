import { ArgsType, Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { IsInt, Max, Min } from 'class-validator';

/** A product without variants (variantName and sku null) or one variant, with its stock. */
@ObjectType('StockAlert')
export class StockAlertModel {
  @Field(() => ID) productId: string;
  @Field() productName: string;
  @Field(() => ID, { nullable: true, description: 'null for a product without variants' }) variantId: string | null;
  @Field(() => String, { nullable: true, description: 'null for a product without variants' }) variantName: string | null;
  @Field(() => String, { nullable: true, description: 'null for a product without variants' }) sku: string | null;
  @Field(() => Int) stock: number;
}

/** product §3 dashboard stats, the catalog's side (decision 0520). */
@ObjectType('CatalogStats')
export class CatalogStatsModel {
  @Field(() => Int, { description: 'every product, hidden ones included' }) totalProducts: number;
  @Field(() => Int, { description: 'products whose total stock is above 0 and below 5 (product §4.4)' }) lowStockProducts: number;
  @Field(() => Int, { description: 'products whose total stock is 0' }) outOfStockProducts: number;
  @Field(() => [StockAlertModel], { description: 'stock above 0 and below 5; lowest first, then newest products (at most 200)' })
  lowStockVariants: StockAlertModel[];
  @Field(() => [StockAlertModel], { description: 'stock 0; newest products first (at most 200)' }) outOfStockVariants: StockAlertModel[];
}

@ArgsType()
export class BestSellersArgs {
  @Field(() => Int, { defaultValue: 5, description: '1-50' })
  @IsInt()
  @Min(1)
  @Max(50)
  limit: number = 5;
}
