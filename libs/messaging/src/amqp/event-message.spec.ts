import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Envelope } from '@shop/contracts';
import { decodeEvent, encodeEvent } from './event-message';

const envelope: Envelope = {
  id: '0b6f1a52-41a4-4b43-9c39-5b1c1f2d7e10',
  type: 'orders.OrderPlaced',
  version: 1,
  occurredAt: '2025-01-02T03:04:05.678Z',
  correlationId: 'req-1',
  causationId: null,
  producer: 'orders',
  payload: { orderId: 'o1', total: 150000 },
};

describe('event messages', () => {
  it('publishes persistent JSON with the event id as message id and the correlation id in headers', () => {
    const { content, options } = encodeEvent(envelope);
    assert.deepEqual(JSON.parse(content.toString()), envelope);
    assert.equal(options.persistent, true);
    assert.equal(options.messageId, envelope.id);
    assert.equal(options.type, 'orders.OrderPlaced');
    assert.equal(options.contentType, 'application/json');
    assert.equal((options.headers as Record<string, unknown>)['x-correlation-id'], 'req-1');
  });

  it('reads back what it wrote', () => {
    assert.deepEqual(decodeEvent(encodeEvent(envelope).content), { ok: true, data: envelope });
  });

  it('refuses a body that is not JSON', () => {
    const decoded = decodeEvent(Buffer.from('{oops'));
    assert.equal(decoded.ok, false);
    assert.match(decoded.ok ? '' : decoded.error, /not JSON/);
  });

  it('refuses JSON that is not an envelope, naming the missing field', () => {
    const decoded = decodeEvent(Buffer.from(JSON.stringify({ ...envelope, id: undefined })));
    assert.equal(decoded.ok, false);
    assert.match(decoded.ok ? '' : decoded.error, /id/);
  });
});
