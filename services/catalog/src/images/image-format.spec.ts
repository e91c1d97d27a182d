import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { imageIdFromUrl, renditionWidth, sniffImageFormat } from './image-format';

describe('image format by content', () => {
  it('recognises jpeg, png, gif and webp by their magic bytes', () => {
    assert.equal(sniffImageFormat(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0])), 'jpeg');
    assert.equal(sniffImageFormat(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])), 'png');
    assert.equal(sniffImageFormat(Buffer.from('GIF89a....')), 'gif');
    assert.equal(sniffImageFormat(Buffer.from('RIFF\0\0\0\0WEBPVP8 ')), 'webp');
  });

  it('refuses text dressed up as an image, whatever its name', () => {
    assert.equal(sniffImageFormat(Buffer.from('this is not a jpeg at all')), null);
    assert.equal(sniffImageFormat(Buffer.alloc(0)), null);
  });
});

describe('rendition widths', () => {
  it('serves the nearest allowed width and a default for nonsense', () => {
    assert.equal(renditionWidth('320'), 320);
    assert.equal(renditionWidth('300'), 320);
    assert.equal(renditionWidth('5000'), 1024);
    assert.equal(renditionWidth('1'), 160);
    assert.equal(renditionWidth('abc'), 640);
    assert.equal(renditionWidth(undefined), 640);
  });
});

describe('image urls', () => {
  it('finds the image id in urls this service handed out', () => {
    const id = '0b6c2c4e-1f0a-4c57-9b9e-6a1d1c0d2e3f';
    assert.equal(imageIdFromUrl(`/images/${id}.webp`), id);
    assert.equal(imageIdFromUrl(`http://shop.test/images/${id}.webp?w=640`), id);
    assert.equal(imageIdFromUrl('https://example.com/cat.jpg'), null);
  });
});
