import { Args, ID, Int, Mutation, Parent, Query, ResolveField, Resolver, ResolveReference } from '@nestjs/graphql';
import { CurrentUser, Permitted, type AuthUser } from '@shop/auth';
import { CategoriesService } from './categories.service';
import { CategoryInput } from './category.inputs';
import { CategoryModel } from './category.model';

@Resolver(() => CategoryModel)
export class CategoriesResolver {
  constructor(private readonly service: CategoriesService) {}

  /** Every category, for the header menu and the product filters (product §2). */
  @Query(() => [CategoryModel])
  categories(@CurrentUser() viewer?: AuthUser): Promise<CategoryModel[]> {
    return this.service.list(viewer?.role);
  }

  @Mutation(() => CategoryModel)
  @Permitted('catalog')
  createCategory(@Args('input') input: CategoryInput): Promise<CategoryModel> {
    return this.service.create(input);
  }

  @Mutation(() => CategoryModel)
  @Permitted('catalog')
  updateCategory(@Args('id', { type: () => ID }) id: string, @Args('input') input: CategoryInput): Promise<CategoryModel> {
    return this.service.update(id, input);
  }

  @Mutation(() => Boolean, { description: "409 'Không thể xóa danh mục đang có sản phẩm' while products use it." })
  @Permitted('catalog')
  deleteCategory(@Args('id', { type: () => ID }) id: string): Promise<boolean> {
    return this.service.remove(id);
  }

  /** Loaded with the list; counted on demand where a category is reached through a product. */
  @ResolveField('productCount', () => Int)
  productCount(@Parent() category: CategoryModel): Promise<number> | number {
    return category.productCount ?? this.service.countProducts(category.id);
  }

  @ResolveReference()
  async resolveReference(ref: { id: string }): Promise<CategoryModel | null> {
    return (await this.service.list('admin')).find((c) => c.id === ref.id) ?? null;
  }
}
