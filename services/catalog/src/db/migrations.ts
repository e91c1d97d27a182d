import path from 'node:path';
import type { RepeatableScript } from '@shop/platform';

/** The service's folder, from `dist/src/db` where this runs. */
const serviceRoot = path.join(__dirname, '../../..');

/** drizzle-kit's versioned migrations: the tables. */
export const migrationsFolder = path.join(serviceRoot, 'drizzle');

/**
 * The catalog's functions, each beside the repository that calls it, applied after the versioned
 * migrations whenever their text changed (decision 0012), in this order: the reservation calls
 * the quote.
 */
export const repeatableScripts: RepeatableScript[] = [
  { name: 'catalog/quote', file: path.join(serviceRoot, 'src/stock/quote.sql') },
  { name: 'catalog/reservations', file: path.join(serviceRoot, 'src/stock/reservations.sql') },
  { name: 'catalog/search-words', file: path.join(serviceRoot, 'src/products/search-words.sql') },
];
