import { Module } from '@nestjs/common';
import { AuthModule } from '@shop/auth';
import { PlatformModule, SubgraphModule } from '@shop/platform';
import { CategoriesRepository } from './categories/categories.repository';
import { CategoriesResolver } from './categories/categories.resolver';
import { CategoriesService } from './categories/categories.service';
import * as schema from './db/schema';
import { DemoCatalogSeeder } from './demo/demo-catalog.seeder';
import { ImagesModule } from './images/images.module';
import { ProductsModule } from './products/products.module';
import { ReviewsModule } from './reviews/reviews.module';
import { SalesModule } from './sales/sales.module';
import { StatsModule } from './stats/stats.module';
import { StockModule } from './stock/stock.module';
import { StockSheetModule } from './stock-sheet/stock-sheet.module';
import { CatalogSubscriptions } from './subscriptions';

@Module({
  imports: [
    PlatformModule.forRoot({ service: 'catalog', schema }),
    AuthModule,
    SubgraphModule(),
    ImagesModule,
    ProductsModule,
    StockModule,
    StockSheetModule,
    ReviewsModule,
    SalesModule,
    StatsModule,
  ],
  providers: [CategoriesRepository, CategoriesService, CategoriesResolver, DemoCatalogSeeder, CatalogSubscriptions],
})
export class AppModule {}
