import http from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { CORRELATION_HEADER } from '@shop/config';
import { CLIENT_IP_HEADER, CLIENT_IP_SIGNATURE_HEADER, signedClientIpHeaders } from '@shop/auth';
import { INVALID_PATH } from '../edge/input-guard';
import { rawPathOf, rawQueryOf, safeSegments, upstreamPath } from '../edge/safe-path';
import { unavailableBody } from '../unavailable';
import { upstreamAgent } from './upstream-agent';

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer', 'host']);
// Headers only the gateway may set: a client's own copy is dropped, never passed on.
const GATEWAY_ONLY = new Set([CLIENT_IP_HEADER, CLIENT_IP_SIGNATURE_HEADER]);
const agent = upstreamAgent({ maxSockets: 64 });

export interface ProxyOptions {
  target: () => string;
  /**
   * The upstream path: `prefix` followed by the request's own path below the mount point,
   * segment by segment (decision 0404). Without `keepPath`, exactly `prefix`.
   */
  prefix: string;
  keepPath?: boolean;
  timeoutMs?: number;
}

/** The upstream URL of a request, or undefined when its path is not safe to pass on. */
export function upstreamUrl(req: Request, { target, prefix, keepPath }: ProxyOptions): URL | undefined {
  const segments = keepPath ? safeSegments(rawPathOf(req.url)) : [];
  if (!segments) return undefined;
  const url = new URL(target());
  url.pathname = upstreamPath(prefix, segments);
  url.search = rawQueryOf(req.originalUrl);
  return url;
}

/** Streams a request to a service and its answer back (images, external sign-in, bank webhooks). */
export function proxyTo(options: ProxyOptions): RequestHandler {
  const timeoutMs = options.timeoutMs ?? 30_000;
  return (req: Request, res: Response, _next: NextFunction) => {
    const url = upstreamUrl(req, options);
    if (!url) {
      res.status(400).json({ success: false, ...INVALID_PATH });
      req.resume();
      return;
    }
    const headers: http.OutgoingHttpHeaders = {};
    for (const [k, v] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(k) && !GATEWAY_ONLY.has(k)) headers[k] = v;
    Object.assign(headers, signedClientIpHeaders(req.ip ?? ''));
    headers[CORRELATION_HEADER] = req.headers[CORRELATION_HEADER];
    const upstream = http.request(url, { method: req.method, headers, agent, timeout: timeoutMs }, (answer) => {
      const out: Record<string, string | string[]> = {};
      for (const [k, v] of Object.entries(answer.headers)) if (v !== undefined && !HOP_BY_HOP.has(k)) out[k] = v;
      res.writeHead(answer.statusCode ?? 502, out);
      answer.pipe(res);
    });
    upstream.on('timeout', () => upstream.destroy(new Error('upstream timeout')));
    upstream.on('error', () => {
      if (res.headersSent) return res.destroy();
      // The service is down or restarting: its routes answer 503, the rest of the shop works on.
      res.status(503).json(unavailableBody);
    });
    req.on('aborted', () => upstream.destroy());
    // A body already parsed by a JSON parser cannot be streamed again; re-send it.
    if (req.body !== undefined && req.readableEnded) {
      upstream.end(typeof req.body === 'string' ? req.body : JSON.stringify(req.body));
    } else {
      req.pipe(upstream);
    }
  };
}
