import { refuseUnsafeProduction } from '@shop/config';
import { runService } from '@shop/platform';
import { AppModule } from './app.module';
import { migrationsFolder, repeatableScripts } from './db/migrations';
import { DemoCatalogSeeder } from './demo/demo-catalog.seeder';
import { UPLOAD_PATHS } from './images/images.controller';

// Production never falls back to a developer's defaults (decision 0405).
refuseUnsafeProduction('catalog');
runService({
  service: 'catalog',
  module: AppModule,
  migrationsFolder,
  repeatableScripts,
  // Inline images in product JSON (product §15 images as {data}) can be a few MB each.
  jsonLimit: '30mb',
  rawBodyPaths: UPLOAD_PATHS,
  beforeListen: async (app) => {
    if (process.env.SEED_DEMO_DATA === 'true') await app.get(DemoCatalogSeeder).seedIfEmpty();
  },
});
