import path from 'node:path';
import { ensureLocalKeyPair } from '@shop/auth';
import { createLogger, refuseUnsafeProduction } from '@shop/config';
import { runService } from '@shop/platform';
import { AppModule } from './app.module';
import { SessionVersionListener } from './auth/session-version-listener';
import { DemoDataSeeder } from './demo-data/demo-data.seeder';

const logger = createLogger('identity');

// Production never falls back to a developer's defaults (decision 0405).
refuseUnsafeProduction('identity');

// Local runs sign with a key pair generated into var/keys; production passes JWT_PRIVATE_KEY.
ensureLocalKeyPair()
  .then(() =>
    runService({
      service: 'identity',
      module: AppModule,
      migrationsFolder: path.join(__dirname, '../../drizzle'),
      beforeListen: async (app) => {
        // Listens for raised session versions (lock, role, password) and publishes all of them once.
        await app.get(SessionVersionListener).start();
        if (process.env.SEED_DEMO_DATA === 'true') await app.get(DemoDataSeeder).seedIfEmpty();
      },
    }),
  )
  .catch((err: unknown) => {
    logger.fatal({ err }, 'identity failed to start');
    process.exit(1);
  });
