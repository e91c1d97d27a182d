import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkImageFiles, imageFileProblem, imagesForSave, makeMain, MAX_IMAGE_BYTES, uploadBatches } from './image-files.logic.js';

const file = (name: string, size: number, type: string) => ({ name, size, type });

describe('image checks before upload (product §12, §14)', () => {
  it('accepts jpeg, jpg, png, gif and webp up to exactly 5 MB', () => {
    for (const type of ['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp']) assert.equal(imageFileProblem(file('a', 1000, type)), null, type);
    assert.equal(imageFileProblem(file('vua-du.jpg', MAX_IMAGE_BYTES, 'image/jpeg')), null);
    assert.equal(MAX_IMAGE_BYTES, 5242880);
  });

  it('names a file above 5 MB', () => {
    assert.equal(imageFileProblem(file('to.jpg', MAX_IMAGE_BYTES + 1, 'image/jpeg')), 'Ảnh to.jpg quá lớn (tối đa 5MB)');
  });

  it('names a file of another type', () => {
    const message = 'Ảnh ghi-chu.txt không đúng định dạng (chỉ chấp nhận: jpg, png, gif, webp)';
    assert.equal(imageFileProblem(file('ghi-chu.txt', 10, 'text/plain')), message);
    assert.equal(imageFileProblem(file('anh.svg', 10, 'image/svg+xml')), 'Ảnh anh.svg không đúng định dạng (chỉ chấp nhận: jpg, png, gif, webp)');
  });

  it('falls back to the extension when the browser does not know the type', () => {
    assert.equal(imageFileProblem(file('ANH.WEBP', 10, '')), null);
    assert.equal(imageFileProblem(file('anh', 10, '')), 'Ảnh anh không đúng định dạng (chỉ chấp nhận: jpg, png, gif, webp)');
  });

  it('skips each bad file by name and keeps the valid ones in order', () => {
    const files = [
      file('1.png', 10, 'image/png'),
      file('to.jpg', 6_000_000, 'image/jpeg'),
      file('gia.pdf', 10, 'application/pdf'),
      file('2.webp', 10, 'image/webp'),
    ];
    const result = checkImageFiles(files);
    assert.deepEqual(
      result.accepted.map((f) => f.name),
      ['1.png', '2.webp'],
    );
    assert.deepEqual(result.rejected, ['Ảnh to.jpg quá lớn (tối đa 5MB)', 'Ảnh gia.pdf không đúng định dạng (chỉ chấp nhận: jpg, png, gif, webp)']);
  });

  it('keeps no more images than the product has room for', () => {
    const files = Array.from({ length: 4 }, (_, i) => file(`${i}.png`, 10, 'image/png'));
    const result = checkImageFiles(files, 3);
    assert.equal(result.accepted.length, 3);
    assert.deepEqual(result.rejected, ['Mỗi sản phẩm có tối đa 20 ảnh']);
    assert.equal(checkImageFiles(files, 0).accepted.length, 0);
  });

  it('splits an upload into requests of at most 10 files', () => {
    assert.deepEqual(uploadBatches([1, 2, 3, 4, 5], 2), [[1, 2], [3, 4], [5]]);
    assert.equal(uploadBatches(Array.from({ length: 12 }, (_, i) => i)).length, 2);
    assert.deepEqual(uploadBatches([]), []);
  });
});

describe('images a product is saved with (product §12)', () => {
  it('needs at least one image', () => {
    assert.deepEqual(imagesForSave([]), { ok: false, message: 'Vui lòng upload ít nhất 1 hình ảnh' });
    assert.deepEqual(imagesForSave(undefined), { ok: false, message: 'Vui lòng upload ít nhất 1 hình ảnh' });
  });

  it('drops images without content and asks to upload again when none remain', () => {
    assert.deepEqual(imagesForSave([{ alt: 'mất dữ liệu' }, { id: null, url: '' }]), {
      ok: false,
      message: 'Vui lòng upload lại ảnh (ảnh hiện tại thiếu dữ liệu)',
    });
    assert.deepEqual(imagesForSave([{ alt: 'mất' }, { id: 'a1', url: '/images/a1.webp', alt: ' Mặt trước ' }]), {
      ok: true,
      images: [{ id: 'a1', alt: 'Mặt trước', color: null }],
    });
  });

  it('sends stored images by id, else by url or inline data', () => {
    assert.deepEqual(imagesForSave([{ url: '/images/b2.webp' }, { data: 'iVBORw0' }]), {
      ok: true,
      images: [
        { url: '/images/b2.webp', alt: null, color: null },
        { data: 'iVBORw0', alt: null, color: null },
      ],
    });
  });

  it('keeps the colour a photo is tagged with, trimmed', () => {
    assert.deepEqual(imagesForSave([{ id: 'a1', color: ' Be ' }]), { ok: true, images: [{ id: 'a1', alt: null, color: 'Be' }] });
  });

  it('makes another image the main one by moving it first', () => {
    assert.deepEqual(makeMain(['a', 'b', 'c'], 2), ['c', 'a', 'b']);
    assert.deepEqual(makeMain(['a', 'b', 'c'], 0), ['a', 'b', 'c']);
    assert.deepEqual(makeMain(['a', 'b'], 5), ['a', 'b']);
  });
});
