import { Args, ID, Int, Mutation, Parent, Query, ResolveField, Resolver, ResolveReference } from '@nestjs/graphql';
import { CurrentUser, Permitted, type AuthUser } from '@shop/auth';
import { sanitizeDescription } from './description-html';
import { ProductFilter, ProductInput, UpdateProductInput } from './product.inputs';
import { ProductModel, ProductPageModel, SearchSuggestionsModel } from './product.model';
import { ProductsService } from './products.service';
import { SuggestionsService } from './suggestions.service';

@Resolver(() => ProductModel)
export class ProductsResolver {
  constructor(
    private readonly catalog: ProductsService,
    private readonly suggestions: SuggestionsService,
  ) {}

  @Query(() => ProductPageModel, { description: 'product §4.1 product list: shoppers see active products only.' })
  products(
    // `?:` rather than `| null`: a union is reflected as Object, and Object is never validated.
    @Args('filter', { type: () => ProductFilter, nullable: true }) filter?: ProductFilter,
    @CurrentUser() viewer?: AuthUser,
  ): Promise<ProductPageModel> {
    return this.catalog.list(filter, viewer);
  }

  @Query(() => ProductModel, { nullable: true, description: "null when missing or malformed (REST: 404 'Không tìm thấy sản phẩm')" })
  product(@Args('id', { type: () => ID }) id: string, @CurrentUser() viewer?: AuthUser): Promise<ProductModel | null> {
    return this.catalog.detail(id, viewer);
  }

  @Query(() => SearchSuggestionsModel, {
    description:
      'Suggestions under the search box: active products and categories, accents ignored; none under 2 letters; limit 1..10 (default 6), categories at most 3',
  })
  searchSuggestions(
    @Args('q', { type: () => String }) q: string,
    @Args('limit', { type: () => Int, nullable: true }) limit?: number,
  ): Promise<SearchSuggestionsModel> {
    return this.suggestions.suggest(q, limit);
  }

  @Mutation(() => ProductModel)
  @Permitted('catalog')
  createProduct(@Args('input') input: ProductInput): Promise<ProductModel> {
    return this.catalog.create(input);
  }

  @Mutation(() => ProductModel)
  @Permitted('catalog')
  updateProduct(@Args('id', { type: () => ID }) id: string, @Args('input') input: UpdateProductInput): Promise<ProductModel> {
    return this.catalog.update(id, input);
  }

  @Mutation(() => Boolean)
  @Permitted('catalog')
  deleteProduct(@Args('id', { type: () => ID }) id: string): Promise<boolean> {
    return this.catalog.remove(id);
  }

  /** Cleaned when served as well as when written: descriptions stored under older rules are cleaned too (decision 0203). */
  @ResolveField(() => String)
  description(@Parent() product: ProductModel): string {
    return sanitizeDescription(product.description);
  }

  @ResolveReference()
  resolveReference(ref: { __typename: string; id: string }): Promise<ProductModel | null> {
    return this.catalog.referenced(ref.id);
  }
}
