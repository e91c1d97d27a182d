import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CSV_START, csvField, subscriberLine } from './newsletter-csv';

describe('newsletter CSV', () => {
  it('starts with a byte order mark and the Vietnamese header', () => {
    assert.equal(CSV_START, '\uFEFFEmail,Nguồn đăng ký,Thời điểm đồng ý,Thời điểm xác nhận\r\n');
  });

  it('writes one line per subscriber with ISO times', () => {
    const line = subscriberLine({
      id: '1',
      email: 'an@example.vn',
      source: 'home',
      consentAt: new Date('2026-11-01T01:02:03.000Z'),
      confirmedAt: new Date('2026-11-01T01:05:00.000Z'),
    });
    assert.equal(line, 'an@example.vn,home,2026-11-01T01:02:03.000Z,2026-11-01T01:05:00.000Z\r\n');
  });

  it('quotes commas, quotes and line breaks', () => {
    assert.equal(csvField('a,b'), '"a,b"');
    assert.equal(csvField('say "hi"'), '"say ""hi"""');
    assert.equal(csvField('a\nb'), '"a\nb"');
  });

  it('keeps what a spreadsheet would run as a formula as text', () => {
    assert.equal(csvField('=cmd@x.vn'), "'=cmd@x.vn");
    assert.equal(csvField('+1@x.vn'), "'+1@x.vn");
    assert.equal(csvField('-a@x.vn'), "'-a@x.vn");
    assert.equal(csvField('@a'), "'@a");
    assert.equal(csvField('an@x.vn'), 'an@x.vn');
  });
});
