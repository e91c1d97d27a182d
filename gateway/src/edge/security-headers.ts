import type { NextFunction, Request, Response } from 'express';
import { CONTENT_SECURITY_POLICY } from '../web/content-security-policy';

/**
 * HSTS (decision 0408): one year, this host only. Sent only on a request that reached the shop
 * over TLS: the socket's own, or `X-Forwarded-Proto: https` from a proxy TRUST_PROXY names
 * (`req.secure`, decision 0400); a client's own X-Forwarded-Proto is not believed.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

export function securityHeaders(req: Request, res: Response, next: NextFunction): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  if (req.secure) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  next();
}
