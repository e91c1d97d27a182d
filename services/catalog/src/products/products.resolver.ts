import { Args, ID, Int, Mutation, Query, Resolver, ResolveReference } from '@nestjs/graphql';
import { CurrentUser, StaffOnly, type AuthUser } from '@shop/auth';
import { ProductFilter, ProductInput, ReviewInput, UpdateProductInput } from './product.inputs';
import { InventoryPageModel, ProductModel, ProductPageModel, StockFilter } from './product.model';
import { ProductsService } from './products.service';

@Resolver(() => ProductModel)
export class ProductsResolver {
  constructor(private readonly catalog: ProductsService) {}

  @Query(() => ProductPageModel, { description: 'spec §2 product list: shoppers see active products only.' })
  products(
    @Args('filter', { type: () => ProductFilter, nullable: true }) filter: ProductFilter | null,
    @CurrentUser() viewer?: AuthUser,
  ): Promise<ProductPageModel> {
    return this.catalog.list(filter, viewer);
  }

  @Query(() => ProductModel, { nullable: true, description: "null when missing or malformed (REST: 404 'Không tìm thấy sản phẩm')" })
  product(@Args('id', { type: () => ID }) id: string, @CurrentUser() viewer?: AuthUser): Promise<ProductModel | null> {
    return this.catalog.detail(id, viewer);
  }

  @Query(() => InventoryPageModel, { description: 'Staff stock overview (spec §2 admin inventory).' })
  @StaffOnly()
  inventory(
    @Args('page', { type: () => Int, nullable: true, defaultValue: 1 }) page: number,
    @Args('limit', { type: () => Int, nullable: true, defaultValue: 20 }) limit: number,
    @Args('search', { type: () => String, nullable: true }) search: string | null,
    @Args('filter', { type: () => StockFilter, nullable: true, defaultValue: StockFilter.all }) filter: StockFilter,
  ): Promise<InventoryPageModel> {
    return this.catalog.inventory(page, limit, search, filter);
  }

  @Mutation(() => ProductModel)
  @StaffOnly()
  createProduct(@Args('input') input: ProductInput): Promise<ProductModel> {
    return this.catalog.create(input);
  }

  @Mutation(() => ProductModel)
  @StaffOnly()
  updateProduct(@Args('id', { type: () => ID }) id: string, @Args('input') input: UpdateProductInput): Promise<ProductModel> {
    return this.catalog.update(id, input);
  }

  @Mutation(() => Boolean)
  @StaffOnly()
  deleteProduct(@Args('id', { type: () => ID }) id: string): Promise<boolean> {
    return this.catalog.remove(id);
  }

  @Mutation(() => ProductModel, { description: "Negative → 400 'Số lượng tồn kho không được âm'." })
  @StaffOnly()
  updateVariantStock(
    @Args('productId', { type: () => ID }) productId: string,
    @Args('variantId', { type: () => ID }) variantId: string,
    @Args('stock', { type: () => Int }) stock: number,
  ): Promise<ProductModel> {
    return this.catalog.setVariantStock(productId, variantId, stock);
  }

  @Mutation(() => ProductModel, { description: 'Stock of a product without variants.' })
  @StaffOnly()
  updateProductStock(@Args('productId', { type: () => ID }) productId: string, @Args('stock', { type: () => Int }) stock: number): Promise<ProductModel> {
    return this.catalog.setProductStock(productId, stock);
  }

  @Mutation(() => ProductModel)
  @StaffOnly()
  addReview(@Args('productId', { type: () => ID }) productId: string, @Args('input') input: ReviewInput): Promise<ProductModel> {
    return this.catalog.addReview(productId, input);
  }

  @ResolveReference()
  resolveReference(ref: { __typename: string; id: string }): Promise<ProductModel | null> {
    return this.catalog.detail(ref.id, { role: 'admin' } as AuthUser);
  }
}
