import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { IncomingMessage } from 'node:http';
import { forgetUntrustedTraceContext, trustedPeer } from './trusted-trace-context';

const request = (remoteAddress: string) =>
  ({
    socket: { remoteAddress },
    headers: { traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01', tracestate: 'a=b', host: 'x' },
  }) as unknown as IncomingMessage;

describe('trace context at the edge', () => {
  it('believes the traceparent of a trusted proxy, as TRUST_PROXY names it', () => {
    const req = request('10.0.0.7');
    forgetUntrustedTraceContext(trustedPeer('loopback, 10.0.0.0/8'))(req);
    assert.ok(req.headers.traceparent);
  });

  it('drops the trace headers of anyone else, so their request starts a trace of its own', () => {
    const req = request('203.0.113.9');
    forgetUntrustedTraceContext(trustedPeer('loopback'))(req);
    assert.deepEqual(req.headers, { host: 'x' });
  });

  it('drops a lone baggage header of anyone else too', () => {
    const req = { socket: { remoteAddress: '203.0.113.9' }, headers: { baggage: 'user=x', host: 'x' } } as unknown as IncomingMessage;
    forgetUntrustedTraceContext(trustedPeer('loopback'))(req);
    assert.deepEqual(req.headers, { host: 'x' });
  });

  it('does not look up the peer of a request that names no trace: there is nothing to drop', () => {
    let asked = 0;
    const req = { socket: { remoteAddress: '203.0.113.9' }, headers: { host: 'x' } } as unknown as IncomingMessage;
    forgetUntrustedTraceContext(() => (asked++, false))(req);
    assert.equal(asked, 0);
    assert.deepEqual(req.headers, { host: 'x' });
  });

  it('reads true, false and hop counts as Express does', () => {
    assert.equal(trustedPeer('true')('203.0.113.9'), true);
    assert.equal(trustedPeer('false')('127.0.0.1'), false);
    assert.equal(trustedPeer('0')('127.0.0.1'), false);
    assert.equal(trustedPeer('1')('203.0.113.9'), true);
  });
});
