import { Module } from '@nestjs/common';
import { ProductsModule } from '../products/products.module';
import { CatalogStatsResolver } from './stats.resolver';
import { CatalogStatsService } from './stats.service';

@Module({ imports: [ProductsModule], providers: [CatalogStatsService, CatalogStatsResolver] })
export class StatsModule {}
