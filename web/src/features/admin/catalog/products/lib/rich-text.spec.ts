import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { linkHref, normaliseEditorHtml } from './rich-text.logic.js';

describe('description editor links', () => {
  it('keeps http, https and mailto addresses and paths on this site', () => {
    assert.equal(linkHref(' https://tuiviet.vn/bao-hanh '), 'https://tuiviet.vn/bao-hanh');
    assert.equal(linkHref('http://example.com'), 'http://example.com');
    assert.equal(linkHref('mailto:cskh@tuiviet.vn'), 'mailto:cskh@tuiviet.vn');
    assert.equal(linkHref('/about'), '/about');
  });

  it('makes a bare domain an https link', () => {
    assert.equal(linkHref('www.tuiviet.vn'), 'https://www.tuiviet.vn');
    assert.equal(linkHref('tuiviet.vn/chinh-sach?x=1'), 'https://tuiviet.vn/chinh-sach?x=1');
  });

  it('refuses script addresses, protocol-relative ones and plain words', () => {
    assert.equal(linkHref('javascript:alert(1)'), null);
    assert.equal(linkHref('data:text/html,hi'), null);
    assert.equal(linkHref('//evil.example'), null);
    assert.equal(linkHref('túi vải'), null);
    assert.equal(linkHref('abc'), null);
    assert.equal(linkHref(''), null);
  });
});

describe('description editor content', () => {
  it('treats what an emptied editor leaves behind as empty', () => {
    for (const html of ['', '<br>', '<p><br></p>', '<div><br></div>', '  <p></p> ']) assert.equal(normaliseEditorHtml(html), '', html);
    assert.equal(normaliseEditorHtml('<p>Túi <b>vải</b></p>'), '<p>Túi <b>vải</b></p>');
  });
});
