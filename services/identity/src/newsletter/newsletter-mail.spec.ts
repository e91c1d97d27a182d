import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { confirmationMail, newsletterMail } from './newsletter-mail';

describe('newsletter mail', () => {
  it('carries the unsubscribe link in the text, the HTML and the List-Unsubscribe header', () => {
    const mail = newsletterMail({
      to: 'an@example.vn',
      subject: 'Bộ sưu tập mới',
      paragraphs: ['Xin chào'],
      unsubscribeUrl: 'http://shop.test/newsletter/unsubscribe?token=abc',
    });
    assert.match(mail.text, /Hủy đăng ký tại: http:\/\/shop\.test\/newsletter\/unsubscribe\?token=abc$/);
    assert.match(mail.html, /<a href="http:\/\/shop\.test\/newsletter\/unsubscribe\?token=abc">Hủy đăng ký<\/a>/);
    assert.deepEqual(mail.headers, { 'List-Unsubscribe': '<http://shop.test/newsletter/unsubscribe?token=abc>' });
  });

  it('asks to confirm with a link to the shop, and can be unsubscribed from too', () => {
    const mail = confirmationMail({ to: 'an@example.vn', publicUrl: 'http://shop.test/', confirmToken: 'c-1', unsubscribeToken: 'u-1', validDays: 7 });
    assert.equal(mail.subject, 'Xác nhận đăng ký nhận bản tin Túi Việt');
    assert.match(mail.text, /Xác nhận đăng ký: http:\/\/shop\.test\/newsletter\/confirm\?token=c-1/);
    assert.match(mail.text, /newsletter\/unsubscribe\?token=u-1/);
  });

  it('escapes what it puts in the HTML', () => {
    const mail = newsletterMail({ to: 'a@x.vn', subject: 's', paragraphs: ['<b>&'], unsubscribeUrl: 'http://x/"' });
    assert.match(mail.html, /<p>&lt;b&gt;&amp;<\/p>/);
    assert.match(mail.html, /href="http:\/\/x\/&quot;"/);
  });
});
