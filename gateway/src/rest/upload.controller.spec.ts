import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isMultipart } from './upload.controller';

describe('upload content type', () => {
  it('accepts multipart/form-data with a boundary, as browsers send it', () => {
    assert.ok(isMultipart('multipart/form-data; boundary=----WebKitFormBoundary7MA4YWxkTrZu0gW'));
    assert.ok(isMultipart('Multipart/Form-Data; charset=utf-8; boundary="a b"'));
  });

  it('refuses everything else at once', () => {
    for (const t of [undefined, '', 'application/json', 'multipart/form-data', 'multipart/mixed; boundary=x', 'text/plain; boundary=x', 'image/png']) {
      assert.equal(isMultipart(t), false, String(t));
    }
  });
});
