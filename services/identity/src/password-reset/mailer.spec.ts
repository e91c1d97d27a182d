import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mailFileName } from './mailer';

describe('mail files', () => {
  it('are named <timestamp>-<to>.eml so they sort by time and show the recipient', () => {
    assert.equal(mailFileName('An.Nguyen@Example.com', new Date('2025-07-01T08:09:10.123Z')), '2025-07-01T08-09-10-123Z-an.nguyen@example.com.eml');
  });

  it('cannot be steered out of the mail folder by the recipient address', () => {
    assert.ok(!mailFileName('../../etc/passwd@x.y').includes('/'));
  });
});
