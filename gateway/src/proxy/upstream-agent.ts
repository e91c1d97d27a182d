import http from 'node:http';

/**
 * A keep-alive pool to a service that closes each idle connection before the service would.
 * `timeout` makes Node's agent honour the `Keep-Alive: timeout=N` a service announces (Node's
 * servers announce 5 s): the agent then closes its idle end a second before. Without a `timeout`
 * the agent keeps an idle connection for good, and a request sent just as the service closes it
 * fails with ECONNRESET, which the gateway can only answer 503 (an upload's body cannot be sent
 * again). The timeout also bounds how long a request may wait without a byte, unless the request
 * sets its own.
 */
export function upstreamAgent(options: Pick<http.AgentOptions, 'maxSockets' | 'scheduling'> = {}): http.Agent {
  return new http.Agent({ keepAlive: true, timeout: 60_000, ...options });
}
