import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { publicUrl } from '@shop/config';
import { productPageId } from '../cache/public-reads';
import { GatewayExecutor } from '../graphql/gateway-executor';
import type { HeadProvider } from '../web/web-app';
import { productHead, sitemapXml, type SeoProduct } from './seo-html';

const PRODUCT = `query SeoProduct($id: ID!) { product(id: $id) { id name brand shortDescription price totalStock images { url } variants { sku } ratings { average count } } }`;
const PAGE = `query SeoSitemap($filter: ProductFilter) { products(filter: $filter) { products { id createdAt } pagination { pages } } }`;

const SITEMAP_TTL_MS = 10 * 60_000;
const MAX_SITEMAP_PAGES = 500; // 50,000 URLs: the sitemap protocol's limit per file

/** An anonymous request: SEO data is what a guest sees (active products only). */
const anonymous = { headers: {} } as Request;

/**
 * Head tags for product pages and the sitemap, through the same supergraph as every client. The
 * product page as a whole is kept by the public response cache (decision 0900), which drops it
 * as soon as the product changes; the sitemap is kept 10 minutes.
 */
@Injectable()
export class SeoService implements HeadProvider {
  private sitemap?: { at: number; xml: Promise<string> };

  constructor(private readonly gql: GatewayExecutor) {}

  async headFor(path: string): Promise<string | null> {
    const id = productPageId(path);
    if (!id) return null;
    const data = await this.gql.execute<{ product: SeoProduct | null }>(anonymous, PRODUCT, { id: id.toLowerCase() });
    return data.product ? productHead(data.product, publicUrl()) : null;
  }

  sitemapXml(): Promise<string> {
    if (!this.sitemap || Date.now() - this.sitemap.at > SITEMAP_TTL_MS) {
      const xml = this.buildSitemap();
      this.sitemap = { at: Date.now(), xml };
      xml.catch(() => (this.sitemap = undefined));
    }
    return this.sitemap.xml;
  }

  private async buildSitemap(): Promise<string> {
    const products: { id: string; updatedAt: string }[] = [];
    for (let page = 1; page <= MAX_SITEMAP_PAGES; page++) {
      type Page = { products: { products: { id: string; createdAt: string }[]; pagination: { pages: number } } };
      const data = await this.gql.execute<Page>(anonymous, PAGE, { filter: { page, limit: 100 } });
      products.push(...data.products.products.map((p) => ({ id: p.id, updatedAt: p.createdAt })));
      if (page >= data.products.pagination.pages) break;
    }
    return sitemapXml(publicUrl(), products);
  }
}
