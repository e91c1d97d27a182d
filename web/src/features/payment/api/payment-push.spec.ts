import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readEvents, reconnectDelay } from './payment-push.logic.js';

describe('the QR page push channel', () => {
  it('reads complete events and keeps an unfinished one for the next chunk', () => {
    const first = readEvents('retry: 2000\n\ndata: {"orderId":"o1","paymentStatus":"pending","isPaid":false}\n\n: keep-alive\n\ndata: {"orderId":"o1",');
    assert.deepEqual(first.events, [{ orderId: 'o1', paymentStatus: 'pending', isPaid: false }]);
    const second = readEvents(`${first.rest}"paymentStatus":"paid","isPaid":true}\n\n`);
    assert.deepEqual(second.events, [{ orderId: 'o1', paymentStatus: 'paid', isPaid: true }]);
    assert.equal(second.rest, '');
  });

  it('ignores data that is not a payment status', () => {
    assert.deepEqual(readEvents('data: not json\n\ndata: {"x":1}\n\n').events, []);
  });

  it('tries the stream again after 2 s, backing off to 30 s', () => {
    assert.deepEqual([1, 2, 3, 10].map(reconnectDelay), [2000, 4000, 8000, 30000]);
  });
});
