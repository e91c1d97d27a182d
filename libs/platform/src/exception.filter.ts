import { ArgumentsHost, Catch, HttpException, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { GraphQLError } from 'graphql';
import type { Logger } from '@shop/config';
import { DomainError, UNAVAILABLE_CODE, UNAVAILABLE_MESSAGE } from './errors';
import { dataException, databaseUnreachable } from './pg-errors';

interface Failure {
  status: number;
  code: string;
  message: string;
  fields?: Record<string, string>;
}

const STATUS_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMITED',
};

const INVALID_VALUE: Failure = { status: 400, code: 'INVALID_INPUT', message: 'Dữ liệu gửi lên không hợp lệ' };
const DATABASE_UNREACHABLE: Failure = { status: 503, code: UNAVAILABLE_CODE, message: UNAVAILABLE_MESSAGE };

export function toFailure(err: unknown): Failure | undefined {
  if (err instanceof DomainError) return { status: err.status, code: err.code, message: err.message, fields: err.fields };
  if (err instanceof HttpException) {
    const status = err.getStatus();
    const body = err.getResponse();
    const raw = typeof body === 'string' ? body : (body as { message?: unknown }).message;
    const message = Array.isArray(raw) ? String(raw[0]) : typeof raw === 'string' ? raw : err.message;
    return { status, code: STATUS_CODES[status] ?? 'ERROR', message };
  }
  if (err instanceof GraphQLError) return undefined;
  // A value PostgreSQL refused (e.g. U+0000 in text) came from the request (decision 0422).
  if (dataException(err)) return INVALID_VALUE;
  // PostgreSQL stopped, restarting or unreachable: the caller may retry shortly (decision 0410).
  if (databaseUnreachable(err)) return DATABASE_UNREACHABLE;
  // body-parser failures carry a status and a type; they are the client's fault, not ours.
  const e = err as { status?: number; type?: string };
  if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500) {
    if (e.type === 'entity.too.large') return { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Dữ liệu gửi lên quá lớn' };
    return { status: e.status, code: 'BAD_REQUEST', message: 'Yêu cầu không hợp lệ' };
  }
  return undefined;
}

const INTERNAL: Failure = { status: 500, code: 'INTERNAL', message: 'Đã có lỗi xảy ra, vui lòng thử lại sau' };

export function sendFailure(res: Response, failure: Failure): void {
  res.status(failure.status).json({
    success: false,
    message: failure.message,
    code: failure.code,
    ...(failure.fields ? { errors: failure.fields } : {}),
  });
}

/**
 * Placed right after the JSON body parser: malformed JSON → 400, too large → 413, in the REST
 * envelope and without the parser's internals; anything else goes on to Nest's handling.
 */
export function bodyErrorHandler(err: unknown, _req: unknown, res: Response, next: (err?: unknown) => void): void {
  const failure = res.headersSent ? undefined : toFailure(err);
  if (!failure) return next(err);
  sendFailure(res, failure);
}

/**
 * Turns every failure into the REST envelope or a GraphQL error with `extensions.code`.
 * Unexpected errors are logged with the correlation id and answered without internals.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(err: unknown, host: ArgumentsHost): unknown {
    const failure = failureOf(err, this.logger);
    if (host.getType<string>() === 'graphql') {
      if (err instanceof GraphQLError) return err;
      return new GraphQLError(failure.message, {
        extensions: { code: failure.code, status: failure.status, ...(failure.fields ? { errors: failure.fields } : {}) },
      });
    }
    const res = host.switchToHttp().getResponse<Response>();
    if (!res.headersSent) sendFailure(res, failure);
    return undefined;
  }
}

/**
 * A REST request's failure answered outside Nest (a read served before its router), as
 * `AllExceptionsFilter` answers and logs it.
 */
export function answerFailure(res: Response, err: unknown, logger: Logger): void {
  const failure = failureOf(err, logger);
  if (!res.headersSent) sendFailure(res, failure);
}

/** What a failure is answered with; the unexpected ones and those worth a look are logged. */
function failureOf(err: unknown, logger: Logger): Failure {
  const known = toFailure(err);
  if (!known && !(err instanceof GraphQLError)) logger.error({ err }, 'unexpected error');
  // Answered 400, but validation should have caught it first: worth a look.
  else if (known === INVALID_VALUE) logger.warn({ err }, 'PostgreSQL refused a value from the request');
  else if (known === DATABASE_UNREACHABLE) logger.warn({ err }, 'database unreachable; answered 503');
  return known ?? INTERNAL;
}
