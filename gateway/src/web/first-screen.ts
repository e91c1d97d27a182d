import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { Kind, parse, print, visit, type ASTNode } from 'graphql';
import { PublicCache } from '../cache/public-cache';
import { productPageId } from '../cache/public-reads';
import { GatewayExecutor } from '../graphql/gateway-executor';
import { escapeHtml, imageRendition, scriptJson } from '../seo/seo-html';
import { FirstScreenRenderer, type FirstScreenAnswer } from './first-screen-renderer';
import type { FirstScreenParts, FirstScreenProvider } from './web-app';

// The first screen's public catalog answer, inlined into the app shell (decision 0903): the app
// writes it into its GraphQL cache before its first render, so the product list and a product
// page draw their products (and the browser fetches the first image, announced here as a
// preload) without waiting for a GraphQL round trip after the JavaScript has run.

/** The id of the inlined data block (web/src/features/catalog/api/first-screen.ts reads it). */
export const FIRST_SCREEN_ID = 'shop-first-screen';

const CARD_FIELDS = `fragment ProductCardFields on Product { id name brand price originalPrice discountPercent images { id url alt color } totalStock soldCount isNewArrival isFeatured }`;

/**
 * The app's own queries (web/src/features/catalog/api/catalog.queries.ts), as Apollo sends them:
 * `__typename` added to every selection, printed by graphql-js. The browser test
 * `first-screen.e2e-spec` checks the app then sends none of them when the page opens.
 */
const SOURCES = {
  StorefrontProducts: `query StorefrontProducts($filter: ProductFilter) { products(filter: $filter) { products { ...ProductCardFields } pagination { page limit pages total } colors sizes } } ${CARD_FIELDS}`,
  StorefrontProduct: `query StorefrontProduct($id: ID!) { product(id: $id) { ...ProductCardFields shortDescription description category { id name } colors materials sizes variants { id name color material size sku stock } ratings { average count } reviews { id name rating comment createdAt verifiedPurchase } } } ${CARD_FIELDS}`,
} as const;

/** Adds `__typename` to every selection set but the operation's root, as Apollo Client does. */
export function withTypename(source: string): string {
  const doc = parse(source);
  return print(
    visit(doc, {
      SelectionSet: {
        leave(node, _key, parent) {
          if (parent && !Array.isArray(parent) && (parent as ASTNode).kind === Kind.OPERATION_DEFINITION) return undefined;
          if (node.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename')) return undefined;
          return { ...node, selections: [...node.selections, { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } }] };
        },
      },
    }),
  );
}

export const FIRST_SCREEN_QUERIES: Record<keyof typeof SOURCES, string> = {
  StorefrontProducts: withTypename(SOURCES.StorefrontProducts),
  StorefrontProduct: withTypename(SOURCES.StorefrontProduct),
};

/** The product list's first page with no filter (web: toProductFilter(parseListingQuery(''))). */
export const DEFAULT_LISTING_FILTER = { page: 1, limit: 12, sortBy: 'createdAt', order: 'desc' } as const;

export interface FirstScreenQuery {
  operationName: keyof typeof SOURCES;
  variables: Record<string, unknown>;
}

/** What the page at `path` (with `search`, the query string) asks first, when it is a public read. */
export function firstScreenQuery(path: string, search: string): FirstScreenQuery | null {
  // Any filter, sort, page or search in the URL: the app's variables would differ; it asks itself.
  if (/^\/products\/?$/.test(path)) return search === '' ? { operationName: 'StorefrontProducts', variables: { filter: { ...DEFAULT_LISTING_FILTER } } } : null;
  const id = productPageId(path);
  // The id as the address has it: the app's variables are the route parameter, unchanged.
  return id ? { operationName: 'StorefrontProduct', variables: { id } } : null;
}

interface CardImage {
  url: string;
  color?: string | null;
}
interface Card {
  images?: CardImage[];
}

const fold = (s: string): string => s.trim().toLocaleLowerCase('vi');

function preloadImage(url: string, widths: number[], sizes: string): string {
  const srcset = widths.map((w) => `${imageRendition(url, w)} ${w}w`).join(', ');
  return `<link rel="preload" as="image" fetchpriority="high" imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}">`;
}

/** The product list's eager images (ProductGrid: the first row of 4 on a desktop, two rows of 2 on a phone). */
const LIST_EAGER_IMAGES = 4;

/**
 * The images the first screen shows largest, at the renditions and `sizes` the page's <img> has,
 * so the browser picks the same file: the list's eager images (ProductCard), the product's main
 * photo (ProductGallery; the photo of its only colour when it has one, as the page opens).
 */
export function imagePreloads(query: FirstScreenQuery, data: unknown): string {
  if (query.operationName === 'StorefrontProducts') {
    const products = (data as { products?: { products?: Card[] } } | null)?.products?.products ?? [];
    return products
      .slice(0, LIST_EAGER_IMAGES)
      .map((p) => p.images?.[0]?.url)
      .filter((u): u is string => Boolean(u))
      .map((u) => preloadImage(u, [320, 640], '(min-width: 1024px) 240px, (min-width: 768px) 33vw, 50vw'))
      .join('');
  }
  const product = (data as { product?: (Card & { variants?: { color?: string | null }[] }) | null } | null)?.product;
  const images = product?.images ?? [];
  if (images.length === 0) return '';
  const colors = [...new Set((product?.variants ?? []).map((v) => v.color?.trim()).filter((c): c is string => Boolean(c)))];
  const tagged = colors.length === 1 ? images.find((i) => i.color && fold(i.color) === fold(colors[0])) : undefined;
  return preloadImage((tagged ?? images[0]).url, [640, 1024], '(min-width: 1200px) 560px, (min-width: 768px) 50vw, 100vw');
}

/** A guest: the inlined data is what every shopper sees (active products only), nothing personal. */
const anonymous = { headers: {} } as Request;

/** The home page draws no catalog answer in its first screen (its rows load after it): drawn as it is. */
const drawnWithoutData = (path: string, search: string): boolean => path === '/' && search === '';

const NOTHING: FirstScreenParts = { head: '', markup: null };

@Injectable()
export class FirstScreen implements FirstScreenProvider {
  constructor(
    private readonly cache: PublicCache,
    private readonly gql: GatewayExecutor,
    private readonly renderer: FirstScreenRenderer,
  ) {}

  /** The inlined data and image preloads for the head, and the page as HTML (decision 0904). */
  async partsFor(path: string, search: string): Promise<FirstScreenParts> {
    const url = `${path}${search ? `?${search}` : ''}`;
    if (drawnWithoutData(path, search)) return { head: '', markup: this.renderer.markup(url, []) };
    const q = firstScreenQuery(path, search);
    if (!q) return NOTHING;
    const query = FIRST_SCREEN_QUERIES[q.operationName];
    const data = await this.cache.publicData({ query, variables: q.variables, operationName: q.operationName }, () =>
      this.gql.execute(anonymous, query, q.variables),
    );
    // Not public, or no such product for a guest (staff may still see a hidden one: the app asks).
    if (data === null || (q.operationName === 'StorefrontProduct' && !(data as { product?: unknown }).product)) return NOTHING;
    const answers: FirstScreenAnswer[] = [{ operationName: q.operationName, variables: q.variables, data }];
    // A data block, never run: the content security policy's script-src does not apply to it.
    const block = scriptJson({ path: url, queries: answers });
    const head = `<script type="application/json" id="${FIRST_SCREEN_ID}">${block}</script>${imagePreloads(q, data)}`;
    return { head, markup: this.renderer.markup(url, answers, block) };
  }
}
