import path from 'node:path';
import { runService } from '@shop/platform';
import { AppModule } from './app.module';

runService({ service: 'orders', module: AppModule, migrationsFolder: path.join(__dirname, '../../drizzle') });
