import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';

const TRACE_HEADERS = ['traceparent', 'tracestate', 'baggage'];

/**
 * Whether the peer of a request may name the trace it belongs to. The edge believes the same
 * proxies it believes about the client's address (`TRUST_PROXY`, decision 0408): anyone else could
 * otherwise glue their requests onto another trace, or force sampling of every request they send.
 * `true` trusts every peer and a number trusts any peer (a hop count says nothing about who it is).
 */
export function trustedPeer(setting: string): (address: string | undefined) => boolean {
  if (setting === 'true' || /^\d+$/.test(setting)) return () => setting !== '0';
  if (setting === 'false') return () => false;
  const trust = proxyaddr.compile(
    setting
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  );
  return (address) => address !== undefined && trust(address, 0);
}

/**
 * Drops the trace headers of a request from an untrusted peer: it then starts a trace of its own.
 * A request without any (a browser's, nearly every one) has nothing to drop: its peer is not looked
 * up, which costs an address lookup and a parse on every request at the edge (decision 0440).
 */
export function forgetUntrustedTraceContext(trusted: (address: string | undefined) => boolean): (request: IncomingMessage) => void {
  return (request) => {
    const { headers } = request;
    if (headers.traceparent === undefined && headers.tracestate === undefined && headers.baggage === undefined) return;
    if (trusted(request.socket.remoteAddress)) return;
    for (const name of TRACE_HEADERS) delete headers[name];
  };
}
