import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readUploadAnswer, transportFailure } from './upload-answer.logic.js';

const image = { _id: 'f1', url: '/images/f1.webp', data: 'iVBO', alt: 'tui', mimetype: 'image/png' };

describe('the upload answer (product §15, §13)', () => {
  it('gives the uploaded images and the files the catalog skipped', () => {
    const body = JSON.stringify({
      success: true,
      data: { images: [image], errors: ['Ảnh gia.png không đúng định dạng (chỉ chấp nhận: jpg, png, gif, webp)'] },
    });
    assert.deepEqual(readUploadAnswer(200, body), {
      ok: true,
      images: [image],
      skipped: ['Ảnh gia.png không đúng định dạng (chỉ chấp nhận: jpg, png, gif, webp)'],
    });
  });

  it("says 'Response không có images' when a success carries no images", () => {
    for (const body of [
      { success: true, data: {} },
      { success: true, data: { images: [] } },
      { success: true },
      { success: true, data: { images: [{ url: 1 }] } },
    ]) {
      assert.deepEqual(readUploadAnswer(200, JSON.stringify(body)), { ok: false, message: 'Response không có images' });
    }
  });

  it("shows the server's message on a failure, else 'Upload ảnh thất bại'", () => {
    assert.deepEqual(readUploadAnswer(400, JSON.stringify({ success: false, message: 'Ảnh a.png quá lớn (tối đa 5MB)' })), {
      ok: false,
      message: 'Ảnh a.png quá lớn (tối đa 5MB)',
    });
    assert.deepEqual(readUploadAnswer(502, '<html>Bad gateway</html>'), { ok: false, message: 'Upload ảnh thất bại' });
    assert.deepEqual(readUploadAnswer(403, JSON.stringify({ success: false, message: '' })), { ok: false, message: 'Upload ảnh thất bại' });
    assert.deepEqual(readUploadAnswer(200, 'not json'), { ok: false, message: 'Response không có images' });
  });

  it('puts a request that got no answer in words', () => {
    assert.match(transportFailure('timeout'), /60 giây/);
    assert.equal(transportFailure('abort'), 'Upload ảnh thất bại');
  });
});
