import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { listAnswer } from './list-answer.logic.js';

const page1 = { rows: ['Lan', 'Minh'] };
const page2 = { rows: ['Hoa'] };
const none = { rows: [] as string[] };
const failure = new Error('502 Bad Gateway');

describe('what a list shows', () => {
  it('shows the answer to the filter on screen', () => {
    assert.deepEqual(listAnswer({ data: page2, previousData: page1, loading: false }), { shown: page2, answer: page2, failed: false });
  });

  it('keeps the previous rows while the next page loads, without calling them the answer (decision 0922)', () => {
    assert.deepEqual(listAnswer({ data: undefined, previousData: page1, loading: true }), { shown: page1, answer: undefined, failed: false });
  });

  it('shows an answer already cached for the filter while the network is asked again', () => {
    assert.deepEqual(listAnswer({ data: page2, previousData: page1, loading: true }), { shown: page2, answer: page2, failed: false });
  });

  it('shows nothing of the previous answer once the next load failed', () => {
    assert.deepEqual(listAnswer({ data: undefined, previousData: page1, loading: false, error: failure }), {
      shown: undefined,
      answer: undefined,
      failed: true,
    });
  });

  it('does not present rows kept from before as the answer when their refresh failed', () => {
    assert.deepEqual(listAnswer({ data: page1, previousData: page2, loading: false, error: failure }), {
      shown: undefined,
      answer: undefined,
      failed: true,
    });
  });

  it('fails the first load too', () => {
    assert.equal(listAnswer({ loading: false, error: failure }).failed, true);
  });

  it("while 'Thử lại' loads again, shows what it shows while any page loads", () => {
    assert.deepEqual(listAnswer({ data: undefined, previousData: page1, loading: true, error: failure }), { shown: page1, answer: undefined, failed: false });
  });

  it('gives an empty answer as the answer, so the list may say there is none', () => {
    assert.deepEqual(listAnswer({ data: none, previousData: page1, loading: false }), { shown: none, answer: none, failed: false });
  });

  it('shows nothing before the first answer', () => {
    assert.deepEqual(listAnswer({ loading: true }), { shown: undefined, answer: undefined, failed: false });
  });
});
