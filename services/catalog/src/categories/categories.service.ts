import { Inject, Injectable } from '@nestjs/common';
import { isStaff } from '@shop/contracts';
import { CatalogErrors } from '../common/errors';
import type { Transactions } from '../db/database';
import { foreignKeyViolation, isUuid, TRANSACTIONS, uniqueViolation } from '@shop/platform';
import { ListingSummaries } from '../products/listing-summaries';
import { enqueueCategoryChanged } from '../products/product-events';
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
    @Inject(TRANSACTIONS) private readonly tx: Transactions,
  ) {}

  /** Every category with its product count (active products only, unless staff asks). */
  async list(role?: string): Promise<CategoryModel[]> {
    const [rows, counts] = await Promise.all([this.categories.list(), this.categories.productCounts(!isStaff(role))]);
    return rows.map((r) => ({ ...view(r), productCount: counts.get(r.id) ?? 0 }));
  }

  async create(input: CategoryInput): Promise<CategoryModel> {
    const created = await this.withFreshSlug(() =>
      this.tx.transactional(async () => {
        const slug = await this.freeSlug(input.name, null);
        const row = await this.categories.insert({ name: input.name, description: input.description ?? null, slug });
        await enqueueCategoryChanged(this.tx.current(), row.id, 'created');
        return { ...view(row), productCount: 0 };
      }),
    );
    return created;
  }

  /** A rename gives a new slug; the products' search text follows the new name. */
  async update(id: string, input: CategoryInput): Promise<CategoryModel> {
    if (!isUuid(id)) throw CatalogErrors.categoryNotFound();
    const updated = await this.withFreshSlug(() =>
      this.tx.transactional(async () => {
        const current = await this.categories.byId(id);
        if (!current) throw CatalogErrors.categoryNotFound();
        const slug = current.name === input.name ? current.slug : await this.freeSlug(input.name, id);
        const row = await this.categories.update(id, { name: input.name, description: input.description ?? null, slug });
        if (current.name !== input.name) {
          await this.products.refreshSearchText({ categoryId: id });
        }
        // The slug is a listing filter: a read between the clear and the commit would keep the old one.
        this.tx.afterCommit(() => this.summaries.clear());
        await enqueueCategoryChanged(this.tx.current(), id, 'updated');
        return { ...view(row!), productCount: await this.products.countInCategory(id) };
      }),
    );
    return updated;
  }

  /** A category still used by products cannot be deleted (the FK says so too, under races). */
  async remove(id: string): Promise<boolean> {
    if (!isUuid(id)) throw CatalogErrors.categoryNotFound();
    if ((await this.products.countInCategory(id)) > 0) throw CatalogErrors.categoryInUse();
    try {
      await this.tx.transactional(async () => {
        if (!(await this.categories.delete(id))) throw CatalogErrors.categoryNotFound();
        await enqueueCategoryChanged(this.tx.current(), id, 'deleted');
      });
    } catch (err) {
      if (foreignKeyViolation(err)) throw CatalogErrors.categoryInUse();
      throw err;
    }
    return true;
  }

  countProducts(id: string): Promise<number> {
    return this.products.countInCategory(id);
  }

  /**
   * The first free slug for `name`. Writers of the same slug base queue on an advisory lock held
   * until their transaction ends, so parallel creates and renames to one name each see the slugs
   * the others committed (tui-xach, tui-xach-2 …) instead of racing for the same one.
   */
  private async freeSlug(name: string, exceptId: string | null): Promise<string> {
    const base = slugify(name);
    await this.categories.lockSlugBase(base);
    return uniqueSlug(base, await this.categories.slugsLike(base, exceptId));
  }

  /**
   * A writer that took no lock (demo data, another version during a rolling deploy) may still take
   * the slug first: retry with the next free one, and answer 409 rather than 500 if it persists.
   */
  private async withFreshSlug<T>(work: () => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await work();
      } catch (err) {
        if (!uniqueViolation(err, 'categories_slug_unique')) throw err;
        if (attempt >= 3) throw CatalogErrors.categorySlugTaken();
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
