import assert from 'node:assert/strict';
import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { FirstScreenRenderer } from './first-screen-renderer';

/** A renderer module that draws `<p>{label} {url} {first answer's data}</p>` and counts its renders in globalThis. */
function rendererFile(label: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'first-screen-')), 'first-screen.cjs');
  writeFileSync(
    file,
    `exports.renderFirstScreen = (url, answers) => {
      globalThis.firstScreenRenders = (globalThis.firstScreenRenders || 0) + 1;
      if (url === '/boom') throw new Error('boom');
      if (url === '/cart') return null;
      return '<p>${label} ' + url + ' ' + JSON.stringify(answers[0] && answers[0].data) + '</p>';
    };`,
  );
  return file;
}

const renders = () => (globalThis as { firstScreenRenders?: number }).firstScreenRenders ?? 0;
const answer = (price: number) => [{ operationName: 'StorefrontProduct', variables: { id: 'x' }, data: { product: { price } } }];

describe('first screen renderer', () => {
  it('draws a page once per distinct answer: the same answer again is kept, a changed one drawn anew', () => {
    const renderer = new FirstScreenRenderer(rendererFile('v1'));
    const before = renders();
    assert.equal(renderer.markup('/products/x', answer(100)), '<p>v1 /products/x {"product":{"price":100}}</p>');
    assert.equal(renderer.markup('/products/x', answer(100)), '<p>v1 /products/x {"product":{"price":100}}</p>');
    assert.equal(renders() - before, 1);
    assert.equal(renderer.markup('/products/x', answer(90)), '<p>v1 /products/x {"product":{"price":90}}</p>');
    assert.equal(renderer.markup('/products/y', answer(90)), '<p>v1 /products/y {"product":{"price":90}}</p>');
    assert.equal(renders() - before, 3);
  });

  it('draws nothing for a page it does not know, when it fails (reported), or when the web app is not built', () => {
    const errors: unknown[] = [];
    const renderer = new FirstScreenRenderer(rendererFile('v1'), (err) => errors.push(err));
    assert.equal(renderer.markup('/cart', []), null);
    assert.equal(renderer.markup('/boom', []), null);
    assert.equal((errors[0] as Error).message, 'boom');
    assert.equal(new FirstScreenRenderer(path.join(tmpdir(), 'no-such-dir', 'first-screen.cjs')).markup('/', []), null);
    const broken = rendererFile('v1');
    writeFileSync(broken, 'this is not javascript (');
    assert.equal(new FirstScreenRenderer(broken, (err) => errors.push(err)).markup('/', []), null);
    assert.equal(errors.length, 2);
  });

  it('takes a new build of the web app without a restart', () => {
    const file = rendererFile('v1');
    const renderer = new FirstScreenRenderer(file);
    assert.equal(renderer.markup('/', []), '<p>v1 / undefined</p>');
    writeFileSync(file, `exports.renderFirstScreen = (url) => '<p>v2 ' + url + '</p>';`);
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    assert.equal(renderer.markup('/', []), '<p>v2 /</p>');
  });

  it('keeps a bounded number of pages', () => {
    const renderer = new FirstScreenRenderer(rendererFile('v1'));
    const before = renders();
    for (let i = 0; i < 400; i++) renderer.markup(`/products/${i}`, []);
    renderer.markup('/products/399', []);
    assert.equal(renders() - before, 400);
    renderer.markup('/products/0', []); // long evicted: drawn again
    assert.equal(renders() - before, 401);
  });
});
