// Server-rendered head tags for a product page: what search engines and
// link previews read without running JavaScript. Every value is escaped for its context.

export interface SeoProduct {
  id: string;
  name: string;
  brand: string | null;
  shortDescription: string;
  price: number;
  totalStock: number;
  images: { url: string }[];
  variants: { sku: string }[];
  ratings?: { average: number; count: number };
}

export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A rendition of a product image at `width` pixels (web/src/components/product/image.logic.ts imageRendition). */
export function imageRendition(url: string, width: number): string {
  const [p, query = ''] = url.split('?', 2);
  const params = new URLSearchParams(query);
  params.set('w', String(width));
  return `${p}?${params.toString()}`;
}

/** JSON inside <script>: `<`, `>`, `&` and line separators escaped so nothing can close the tag. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

const absolute = (base: string, url: string): string => new URL(url, base).toString();

export function productHead(p: SeoProduct, publicUrl: string): string {
  const title = `${p.name} | Việt Tote`;
  const description = p.shortDescription.slice(0, 300);
  const pageUrl = absolute(publicUrl, `/products/${p.id}`);
  const images = p.images.map((i) => absolute(publicUrl, imageRendition(i.url, 1024)));
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    image: images,
    description,
    sku: p.variants[0]?.sku ?? p.id,
    ...(p.brand ? { brand: { '@type': 'Brand', name: p.brand } } : {}),
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      price: p.price,
      priceCurrency: 'VND',
      availability: p.totalStock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
    ...(p.ratings && p.ratings.count > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: p.ratings.average, reviewCount: p.ratings.count } }
      : {}),
  };
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<link rel="canonical" href="${escapeHtml(pageUrl)}">`,
    `<meta property="og:type" content="product">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${escapeHtml(pageUrl)}">`,
    ...(images[0] ? [`<meta property="og:image" content="${escapeHtml(images[0])}">`] : []),
    `<meta property="product:price:amount" content="${p.price}">`,
    `<meta property="product:price:currency" content="VND">`,
    `<script type="application/ld+json">${scriptJson(jsonLd)}</script>`,
  ].join('\n');
}

const xml = (s: string): string => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

export function sitemapXml(publicUrl: string, products: { id: string; updatedAt?: string | null }[]): string {
  const urls: { loc: string; priority: string; lastmod?: string }[] = [
    { loc: '/', priority: '1.0' },
    { loc: '/products', priority: '0.9' },
    { loc: '/about', priority: '0.5' },
    ...products.map((p) => ({ loc: `/products/${p.id}`, priority: '0.8', lastmod: p.updatedAt ?? undefined })),
  ];
  const body = urls
    .map(
      (u) =>
        `  <url><loc>${xml(absolute(publicUrl, u.loc))}</loc>${u.lastmod ? `<lastmod>${xml(u.lastmod.slice(0, 10))}</lastmod>` : ''}<priority>${u.priority}</priority></url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /api',
    'Disallow: /checkout',
    // The newsletter's mailed links act on whoever opens them (decision 0800): no crawler should.
    'Disallow: /newsletter',
    'Allow: /',
    '',
    `Sitemap: ${absolute(publicUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
