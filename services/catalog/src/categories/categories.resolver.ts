import { Query, Resolver } from '@nestjs/graphql';
import { CategoriesRepository } from './categories.repository';
import { CategoryModel } from './category.model';

@Resolver(() => CategoryModel)
export class CategoriesResolver {
  constructor(private readonly repository: CategoriesRepository) {}

  /** Every category, for the header menu and the product filters (spec §2). */
  @Query(() => [CategoryModel])
  categories(): Promise<CategoryModel[]> {
    return this.repository.list();
  }
}
