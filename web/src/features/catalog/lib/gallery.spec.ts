import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { imageIndexForColor } from './gallery.logic.js';

describe('photo of the chosen colour', () => {
  const images = [{ color: null }, { color: 'Đen' }, { color: 'Be' }, { color: 'be' }];

  it('is the first photo tagged with that colour, ignoring case and spaces', () => {
    assert.equal(imageIndexForColor(images, 'Be'), 2);
    assert.equal(imageIndexForColor(images, ' đen '), 1);
  });

  it('is none when no photo shows it or no colour is chosen', () => {
    assert.equal(imageIndexForColor(images, 'Xanh'), undefined);
    assert.equal(imageIndexForColor(images, undefined), undefined);
    assert.equal(imageIndexForColor([], 'Be'), undefined);
  });
});
