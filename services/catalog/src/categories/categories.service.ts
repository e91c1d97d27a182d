import { Injectable } from '@nestjs/common';
import { isStaff } from '@shop/contracts';
import { CatalogErrors } from '../common/errors';
import { isUuid } from '../common/ids';
import { foreignKeyViolation, uniqueViolation } from '../db/database';
import { ListingSummaries } from '../products/listing-summaries';
import { ProductsRepository } from '../products/products.repository';
import { CategoriesRepository } from './categories.repository';
import type { CategoryRow } from './categories.schema';
import type { CategoryInput } from './category.inputs';
import type { CategoryModel } from './category.model';
import { slugify, uniqueSlug } from './slug';

@Injectable()
export class CategoriesService {
  constructor(
    private readonly categories: CategoriesRepository,
    private readonly products: ProductsRepository,
    private readonly summaries: ListingSummaries,
  ) {}

  /** Every category with its product count (active products only, unless staff asks). */
  async list(role?: string): Promise<CategoryModel[]> {
    const [rows, counts] = await Promise.all([this.categories.list(), this.categories.productCounts(!isStaff(role))]);
    return rows.map((r) => ({ ...view(r), productCount: counts.get(r.id) ?? 0 }));
  }

  async create(input: CategoryInput): Promise<CategoryModel> {
    return this.withFreshSlug(async () => {
      const slug = uniqueSlug(slugify(input.name), await this.categories.slugsLike(slugify(input.name), null));
      return { ...view(await this.categories.insert({ name: input.name, description: input.description ?? null, slug })), productCount: 0 };
    });
  }

  /** A rename gives a new slug; the products' search text follows the new name. */
  async update(id: string, input: CategoryInput): Promise<CategoryModel> {
    if (!isUuid(id)) throw CatalogErrors.categoryNotFound();
    return this.withFreshSlug(() =>
      this.categories.db.transaction(async (tx) => {
        const current = await this.categories.byId(id, tx);
        if (!current) throw CatalogErrors.categoryNotFound();
        const slug = current.name === input.name ? current.slug : uniqueSlug(slugify(input.name), await this.categories.slugsLike(slugify(input.name), id, tx));
        const row = await this.categories.update(id, { name: input.name, description: input.description ?? null, slug }, tx);
        if (current.name !== input.name) {
          await this.products.refreshSearchText({ categoryId: id }, tx);
          this.summaries.clear();
        }
        return { ...view(row!), productCount: await this.products.countInCategory(id, tx) };
      }),
    );
  }

  /** A category still used by products cannot be deleted (the FK says so too, under races). */
  async remove(id: string): Promise<boolean> {
    if (!isUuid(id)) throw CatalogErrors.categoryNotFound();
    if ((await this.products.countInCategory(id)) > 0) throw CatalogErrors.categoryInUse();
    try {
      if (!(await this.categories.delete(id))) throw CatalogErrors.categoryNotFound();
    } catch (err) {
      if (foreignKeyViolation(err)) throw CatalogErrors.categoryInUse();
      throw err;
    }
    return true;
  }

  countProducts(id: string): Promise<number> {
    return this.products.countInCategory(id);
  }

  /** Two staff creating the same name at once: the loser retries with the next free slug. */
  private async withFreshSlug<T>(work: () => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await work();
      } catch (err) {
        if (attempt < 3 && uniqueViolation(err)?.constraint === 'categories_slug_unique') continue;
        throw err;
      }
    }
  }
}

const view = (r: CategoryRow): Omit<CategoryModel, 'productCount'> => ({
  id: r.id,
  name: r.name,
  description: r.description,
  slug: r.slug,
});
