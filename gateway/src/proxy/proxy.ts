import http from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { CORRELATION_HEADER } from '@shop/config';

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer', 'host']);
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

export interface ProxyOptions {
  target: () => string;
  /** Path on the target for a request path; defaults to the same path. */
  rewrite?: (req: Request) => string;
  timeoutMs?: number;
}

/** Streams a request to a service and its answer back (images, uploads, bank webhooks). */
export function proxyTo({ target, rewrite, timeoutMs = 30_000 }: ProxyOptions): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const url = new URL(rewrite ? rewrite(req) : req.originalUrl, target());
    const headers: http.OutgoingHttpHeaders = {};
    for (const [k, v] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(k)) headers[k] = v;
    headers['x-client-ip'] = req.ip;
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
      res.status(502).json({ success: false, message: 'Dịch vụ tạm thời không khả dụng, vui lòng thử lại sau', code: 'UPSTREAM_UNAVAILABLE' });
    });
    req.on('aborted', () => upstream.destroy());
    // A body already parsed by a JSON parser cannot be streamed again; re-send it.
    if (req.body !== undefined && req.readableEnded) {
      upstream.end(typeof req.body === 'string' ? req.body : JSON.stringify(req.body));
    } else {
      req.pipe(upstream);
    }
    void next;
  };
}
