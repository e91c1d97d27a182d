import { Module } from '@nestjs/common';
import { AuthModule } from '@shop/auth';
import { PlatformModule, SubgraphModule } from '@shop/platform';
import { CategoriesRepository } from './categories/categories.repository';
import { CategoriesResolver } from './categories/categories.resolver';
import { CategoriesService } from './categories/categories.service';
import * as schema from './db/schema';
import { DemoCatalogSeeder } from './demo/demo-catalog.seeder';
import { ImagesModule } from './images/images.module';
import { ListingSummaries } from './products/listing-summaries';
import { ProductsRepository } from './products/products.repository';
import { ProductsResolver } from './products/products.resolver';
import { ProductsService } from './products/products.service';

@Module({
  imports: [PlatformModule.forRoot({ service: 'catalog', schema }), AuthModule, SubgraphModule(), ImagesModule],
  providers: [
    CategoriesRepository,
    CategoriesService,
    CategoriesResolver,
    ProductsRepository,
    ListingSummaries,
    ProductsService,
    ProductsResolver,
    DemoCatalogSeeder,
  ],
})
export class AppModule {}
