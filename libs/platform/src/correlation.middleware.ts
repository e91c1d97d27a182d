import type { NextFunction, Request, Response } from 'express';
import { CORRELATION_HEADER, acceptCorrelationId, runWithContext, type Logger } from '@shop/config';

/** Every request runs in a context carrying its correlation id (taken from the caller or new). */
export function correlationMiddleware(req: Request, res: Response, next: NextFunction): void {
  const id = acceptCorrelationId(req.headers[CORRELATION_HEADER]);
  req.headers[CORRELATION_HEADER] = id;
  res.setHeader(CORRELATION_HEADER, id);
  runWithContext({ correlationId: id }, next);
}

/** One JSON line per request (method, path, status, duration), carrying the correlation id. */
export function accessLog(logger: Logger): (req: Request, res: Response, next: NextFunction) => void {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const path = req.originalUrl.split('?')[0];
      if (path.startsWith('/health')) return;
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info({ method: req.method, path, status: res.statusCode, ms: Math.round(ms * 10) / 10 }, 'request');
    });
    next();
  };
}
