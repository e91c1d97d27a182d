import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { repoRoot } from '../support/system';
import { useShop } from '../support/shop';

const shop = useShop();

describe('search engines and sharing', () => {
  it('/robots.txt keeps crawlers out of admin, shop.api and checkout and names the sitemap', async () => {
    const res = await shop.api.get('/robots.txt');
    assert.equal(res.status, 200);
    for (const line of ['Disallow: /admin', 'Disallow: /api', 'Disallow: /checkout']) assert.ok(String(res.body).includes(line));
    assert.match(String(res.body), /Sitemap: https?:\/\/.+\/sitemap\.xml/);
  });

  it('/sitemap.xml lists home, products, about and every active product', async () => {
    const res = await shop.api.get('/sitemap.xml');
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /xml/);
    const xml = String(res.body);
    const { total } = (await shop.api.get('/api/products')).body.data.pagination;
    assert.equal((xml.match(/<loc>[^<]*\/products\/[0-9a-f-]{36}<\/loc>/g) ?? []).length, total);
    assert.ok(/<loc>[^<]*\/about<\/loc>/.test(xml));
  });

  it(
    'serves /products/{id} with the product title, Open Graph tags and Product JSON-LD',
    { skip: !existsSync(path.join(repoRoot, 'web/dist/index.html')) && 'web app not built' },
    async () => {
      const [p] = (await shop.api.get('/api/products?search=dong%20son')).body.data.products;
      const res = await shop.api.get(`/products/${p._id}`);
      assert.equal(res.status, 200);
      const html = String(res.body);
      assert.ok(html.includes(`<title>${p.name} | Việt Tote</title>`));
      assert.ok(html.includes('<meta property="og:type" content="product">'));
      assert.match(html, /<meta property="og:image" content="https?:\/\/[^"]+\/images\/[0-9a-f-]{36}\.webp\?w=1024">/);
      const json = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]);
      assert.equal(json.name, p.name);
      assert.equal(json.offers.priceCurrency, 'VND');
    },
  );
});
