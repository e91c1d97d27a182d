import path from 'node:path';
import { refuseUnsafeProduction } from '@shop/config';
import { runService } from '@shop/platform';
import { AppModule } from './app.module';
import { DemoCouponsSeeder } from './coupons/demo-coupons.seeder';

// Production never falls back to a developer's defaults (decision 0405).
refuseUnsafeProduction('orders');
runService({
  service: 'orders',
  module: AppModule,
  migrationsFolder: path.join(__dirname, '../../drizzle'),
  beforeListen: async (app) => {
    if (process.env.SEED_DEMO_DATA === 'true') await app.get(DemoCouponsSeeder).seedIfEmpty();
  },
});
