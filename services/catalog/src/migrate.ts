import path from 'node:path';
import { migrateService } from '@shop/platform';

// Entry point of the Kubernetes migration Job: create the database if missing and migrate it.
void migrateService('catalog', path.join(__dirname, '../../drizzle'));
