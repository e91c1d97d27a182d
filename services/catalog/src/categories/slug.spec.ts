import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { slugify, uniqueSlug } from './slug';

describe('category slugs', () => {
  it('drops Vietnamese accents, including đ/Đ', () => {
    assert.equal(slugify('Túi đeo chéo'), 'tui-deo-cheo');
    assert.equal(slugify('Đồ lưu niệm Đông Sơn'), 'do-luu-niem-dong-son');
  });

  it('joins words with single dashes and trims punctuation', () => {
    assert.equal(slugify('  Quà  lưu niệm & Phụ kiện! '), 'qua-luu-niem-phu-kien');
  });
});

describe('unique category slugs', () => {
  it('adds -2, -3 … when a slug is taken', () => {
    assert.equal(uniqueSlug('balo', []), 'balo');
    assert.equal(uniqueSlug('balo', ['balo']), 'balo-2');
    assert.equal(uniqueSlug('balo', ['balo', 'balo-2']), 'balo-3');
    assert.equal(uniqueSlug('', []), 'danh-muc');
  });
});
