import path from 'node:path';
import { refuseUnsafeProduction } from '@shop/config';
import { runService } from '@shop/platform';
import { AppModule } from './app.module';

// Production never falls back to a developer's defaults (decision 0405).
refuseUnsafeProduction('payments');
runService({ service: 'payments', module: AppModule, migrationsFolder: path.join(__dirname, '../../drizzle') });
