import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Permitted } from '@shop/auth';
import { ProductModel } from '../products/product.model';
import { InventoryPageModel, StockFilter } from './inventory.model';
import { StockService } from './stock.service';

@Resolver()
export class StockResolver {
  constructor(private readonly stock: StockService) {}

  @Query(() => InventoryPageModel, { description: 'Staff stock overview (product §2 admin inventory).' })
  @Permitted('catalog')
  inventory(
    @Args('page', { type: () => Int, nullable: true, defaultValue: 1 }) page: number,
    @Args('limit', { type: () => Int, nullable: true, defaultValue: 20 }) limit: number,
    @Args('search', { type: () => String, nullable: true }) search: string | null,
    @Args('filter', { type: () => StockFilter, nullable: true, defaultValue: StockFilter.all }) filter: StockFilter,
  ): Promise<InventoryPageModel> {
    return this.stock.inventory(page, limit, search, filter);
  }

  @Mutation(() => ProductModel, { description: "Negative → 400 'Số lượng tồn kho không được âm'." })
  @Permitted('catalog')
  updateVariantStock(
    @Args('productId', { type: () => ID }) productId: string,
    @Args('variantId', { type: () => ID }) variantId: string,
    @Args('stock', { type: () => Int }) stock: number,
  ): Promise<ProductModel> {
    return this.stock.setVariantStock(productId, variantId, stock);
  }

  @Mutation(() => ProductModel, { description: 'Stock of a product without variants.' })
  @Permitted('catalog')
  updateProductStock(@Args('productId', { type: () => ID }) productId: string, @Args('stock', { type: () => Int }) stock: number): Promise<ProductModel> {
    return this.stock.setProductStock(productId, stock);
  }
}
