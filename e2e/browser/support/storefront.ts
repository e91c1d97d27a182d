import type { Locator, Page } from 'playwright-core';
import { useStarted } from '@shop/testing';
import { ShopClient } from '../../support/http';
import { DESKTOP, openVisitor, PHONE, toast, type Visitor } from './session';

// Fixtures of the catalog and cart journeys: the two screens, catalog look-ups through GraphQL
// (the demo catalog is seeded), and what a shopper does on the product page.

/** The two screens every storefront journey runs on (phone-sized and desktop). */
export const VIEWPORTS = [
  { name: 'phone 390×844', ...PHONE, phone: true },
  { name: 'desktop 1280×800', ...DESKTOP, phone: false },
] as const;
export type Viewport = (typeof VIEWPORTS)[number];

/** A fresh browser profile (so a fresh local cart) sized to the viewport. */
export const openBrowser = (viewport: Viewport): Promise<Visitor> => openVisitor({ width: viewport.width, height: viewport.height });
export type Shopper = Visitor;

/** A fresh browser at the viewport for the tests of one `describe`, closed after them. */
export const useShopper = (viewport: Viewport): Shopper => useStarted(() => openBrowser(viewport));

/** Retries an assertion until it holds or the time is up (the page updates asynchronously). */
export async function eventually(check: () => Promise<void> | void, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 150));
    }
  }
}

/** "1.250.000 ₫" → 1250000. */
export const dong = (text: string): number => Number(text.replace(/[^\d]/g, ''));

/** The product cards of the listing on screen. */
export const productCards = (page: Page): Locator => page.getByRole('main').getByRole('article');

/** The current price on each card, in grid order (the first amount; the struck one follows it). */
export async function cardPrices(page: Page): Promise<number[]> {
  const texts = await productCards(page).allInnerTexts();
  return texts.map((t) => dong(/[\d.]+\s?₫/.exec(t)?.[0] ?? ''));
}

/** "Tìm thấy N sản phẩm" as a number. */
export async function foundCount(page: Page): Promise<number> {
  const text = await page.getByText(/^Tìm thấy [\d.]+ sản phẩm$/).innerText();
  return dong(text);
}

export interface CatalogVariant {
  id: string;
  name: string | null;
  color: string | null;
  material: string | null;
  size: string | null;
  stock: number;
}

export interface CatalogProduct {
  id: string;
  name: string;
  price: number;
  totalStock: number;
  colors: string[];
  materials: string[];
  sizes: string[];
  variants: CatalogVariant[];
}

/** Reads the demo catalog through GraphQL, as the web app does. */
export class Catalog {
  constructor(private readonly api: ShopClient) {}

  static at(baseUrl: string): Catalog {
    return new Catalog(new ShopClient(baseUrl));
  }

  async categories(): Promise<{ id: string; name: string }[]> {
    const res = await this.api.graphql<{ categories: { id: string; name: string }[] }>('{ categories { id name } }');
    if (!res.body.data) throw new Error(`categories: ${JSON.stringify(res.body.errors)}`);
    return res.body.data.categories;
  }

  async page(filter: Record<string, unknown>): Promise<{ products: CatalogProduct[]; total: number; pages: number }> {
    const res = await this.api.graphql<{ products: { products: CatalogProduct[]; pagination: { total: number; pages: number } } }>(
      `query ($filter: ProductFilter) { products(filter: $filter) {
        products { id name price totalStock colors materials sizes variants { id name color material size stock } }
        pagination { total pages } } }`,
      { filter },
    );
    if (!res.body.data) throw new Error(`products: ${JSON.stringify(res.body.errors)}`);
    const { products, pagination } = res.body.data.products;
    return { products, total: pagination.total, pages: pagination.pages };
  }

  /** Products whose first in-stock variant has at least `stock` units and that offer a real choice. */
  async withChoices(stock: number): Promise<{ product: CatalogProduct; variant: CatalogVariant }[]> {
    const { products } = await this.page({ limit: 100, sortBy: 'soldCount', order: 'desc' });
    return products.flatMap((product) => {
      const variant = product.variants.find((v) => v.stock >= stock);
      const choices = new Set(product.variants.map((v) => v.color ?? v.size ?? v.material)).size;
      return variant && product.variants.length >= 2 && choices >= 2 ? [{ product, variant }] : [];
    });
  }
}

/** The product page's pickers in their order, each with the variant's value (null: none). */
const pickersOf = (variant: CatalogVariant): [string, string | null][] => [
  ['Màu sắc', variant.color],
  ['Chất liệu', variant.material],
  ['Kích thước', variant.size],
];

/** The first picker the variant has a value in, and that value: the first option `chooseVariant` clicks. */
export function firstOption(variant: CatalogVariant): [string, string] {
  const first = pickersOf(variant).find((picker): picker is [string, string] => picker[1] !== null);
  if (!first) throw new Error(`variant ${variant.id} has no colour, material or size`);
  return first;
}

/**
 * Picks a variant's colour, material and size on the product page (leaving options that are
 * already chosen alone: clicking a chosen option clears it).
 */
export async function chooseVariant(page: Page, variant: CatalogVariant): Promise<void> {
  for (const [label, value] of pickersOf(variant)) {
    if (!value) continue;
    const option = page.getByRole('group', { name: new RegExp(`^${label}`) }).getByRole('button', { name: value, exact: true });
    if ((await option.getAttribute('aria-pressed')) !== 'true') await option.click();
  }
}

/** Opens the product page, picks the variant, adds `quantity` and waits for the toast. */
export async function addToCart(page: Page, baseUrl: string, product: CatalogProduct, variant: CatalogVariant, quantity = 1): Promise<void> {
  await page.goto(`${baseUrl}/products/${product.id}`);
  await page.getByRole('heading', { level: 1, name: product.name, exact: true }).waitFor();
  await chooseVariant(page, variant);
  if (quantity !== 1) await page.getByRole('spinbutton', { name: 'Số lượng' }).fill(String(quantity));
  await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
  await toast(page, 'Đã thêm vào giỏ hàng').waitFor();
}

/** Types into the header's search box (in the top bar at every width) and submits with Enter. */
export async function searchFromHeader(page: Page, _viewport: Viewport, text: string): Promise<void> {
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Tìm kiếm sản phẩm' });
  await box.fill(text);
  await box.press('Enter');
}

/** The cart count the header shows (0 when the badge is hidden). */
export async function cartBadgeCount(page: Page): Promise<number> {
  const link = page
    .getByRole('banner')
    .getByRole('link', { name: /giỏ hàng/i })
    .first();
  const text = (await link.getAttribute('aria-label')) ?? (await link.innerText());
  const match = /\d+/.exec(text);
  return match ? Number(match[0]) : 0;
}
