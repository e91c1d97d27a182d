import { Args, Query, Resolver } from '@nestjs/graphql';
import { Permitted } from '@shop/auth';
import { ProductModel } from '../products/product.model';
import { BestSellersArgs, CatalogStatsModel } from './stats.model';
import { CatalogStatsService } from './stats.service';

/** product §15 /stats, the catalog's figures (decision 0520). */
@Resolver()
export class CatalogStatsResolver {
  constructor(private readonly stats: CatalogStatsService) {}

  @Query(() => CatalogStatsModel, { description: 'staff: product count and the low and out-of-stock products and variants' })
  @Permitted('dashboard')
  catalogStats(): Promise<CatalogStatsModel> {
    return this.stats.overview();
  }

  @Query(() => [ProductModel], { description: 'staff: best sellers by units delivered (soldCount), most first' })
  @Permitted('dashboard')
  bestSellers(@Args() args: BestSellersArgs): Promise<ProductModel[]> {
    return this.stats.bestSellers(args.limit);
  }
}
