import { migrateService } from '@shop/platform';
import { migrationsFolder, repeatableScripts } from './db/migrations';

// Entry point of the Kubernetes migration Job: create the database if missing and migrate it.
void migrateService('catalog', migrationsFolder, repeatableScripts);
