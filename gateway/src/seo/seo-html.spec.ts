import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { productHead, robotsTxt, sitemapXml } from './seo-html';

const product = {
  id: '0b6c2c4e-1f0a-4c57-9b9e-6a1d1c0d2e3f',
  name: 'Túi "Đông Sơn" <b>',
  brand: 'Việt Tote',
  shortDescription: 'Mô tả </script><script>alert(1)</script>',
  price: 245000,
  totalStock: 0,
  images: [{ url: '/images/abc.webp' }],
  variants: [{ sku: 'TUI-01' }],
};

describe('product head tags', () => {
  it('carries title, description, Open Graph and schema.org Product JSON-LD, escaped', () => {
    const head = productHead(product, 'https://shop.example');
    assert.ok(head.includes('<title>Túi &quot;Đông Sơn&quot; &lt;b&gt; | Việt Tote</title>'));
    assert.ok(head.includes('<meta property="og:type" content="product">'));
    assert.ok(head.includes('<meta property="og:image" content="https://shop.example/images/abc.webp?w=1024">'));
    assert.equal(head.includes('</script><script>alert'), false);
    const json = JSON.parse(/<script type="application\/ld\+json">(.*)<\/script>/s.exec(head)![1]);
    assert.equal(json['@type'], 'Product');
    assert.equal(json.sku, 'TUI-01');
    assert.deepEqual(json.brand, { '@type': 'Brand', name: 'Việt Tote' });
    assert.equal(json.offers.priceCurrency, 'VND');
    assert.equal(json.offers.price, 245000);
    assert.equal(json.offers.availability, 'https://schema.org/OutOfStock');
  });
});

describe('sitemap and robots', () => {
  it('lists home, products, about and every product; robots keeps crawlers out of private areas', () => {
    const xml = sitemapXml('https://shop.example', [{ id: 'p1', updatedAt: '2026-01-02T03:04:05Z' }]);
    for (const loc of ['https://shop.example/', 'https://shop.example/products', 'https://shop.example/about', 'https://shop.example/products/p1'])
      assert.ok(xml.includes(`<loc>${loc}</loc>`), loc);
    const robots = robotsTxt('https://shop.example');
    for (const line of ['Disallow: /admin', 'Disallow: /api', 'Disallow: /checkout', 'Disallow: /newsletter', 'Sitemap: https://shop.example/sitemap.xml'])
      assert.ok(robots.includes(line));
  });
});
