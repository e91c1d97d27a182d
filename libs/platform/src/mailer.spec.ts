import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mailFileName } from './mailer';

describe('mail files', () => {
  it('are named <timestamp>-<nonce>-<to>.eml so they sort by time and show the recipient', () => {
    assert.equal(
      mailFileName('An.Nguyen@Example.com', new Date('2025-07-01T08:09:10.123Z'), 'a1b2c3'),
      '2025-07-01T08-09-10-123Z-a1b2c3-an.nguyen@example.com.eml',
    );
  });

  it('never give two mails to one address in the same millisecond the same name', () => {
    const at = new Date();
    assert.notEqual(mailFileName('khach@example.com', at), mailFileName('khach@example.com', at));
  });

  it('cannot be steered out of the mail folder by the recipient address', () => {
    assert.ok(!mailFileName('../../etc/passwd@x.y').includes('/'));
  });
});
