import { Module } from '@nestjs/common';
import { AuthModule } from '@shop/auth';
import { PlatformModule, SubgraphModule } from '@shop/platform';
import { CategoriesRepository } from './categories/categories.repository';
import { CategoriesResolver } from './categories/categories.resolver';
import { DemoCategoriesSeeder } from './categories/demo-categories.seeder';
import * as schema from './db/schema';

@Module({
  imports: [PlatformModule.forRoot({ service: 'catalog', schema }), AuthModule, SubgraphModule()],
  providers: [CategoriesRepository, CategoriesResolver, DemoCategoriesSeeder],
})
export class AppModule {}
