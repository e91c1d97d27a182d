import pino, { type Logger } from 'pino';
import { correlationId } from './context';
import { traceFields } from './trace-context';
import { env } from './env';

/** Structured JSON logs; every line carries the correlation id of the work it belongs to. */
export function createLogger(name: string): Logger {
  // Written as they happen: a quiet service's lines must not sit in a buffer until it exits.
  const destination = pino.destination({ dest: 1, sync: true });
  return pino(
    {
      name,
      level: env('LOG_LEVEL', process.env.NODE_ENV === 'test' ? 'warn' : 'info'),
      base: { service: name },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: {
        paths: ['password', '*.password', 'passwordHash', '*.passwordHash', 'token', '*.token', 'authorization', '*.authorization'],
        censor: '[redacted]',
      },
      // A line written inside a span names it, so logs and traces lead to each other.
      mixin() {
        const id = correlationId();
        return { ...(id ? { correlationId: id } : {}), ...traceFields() };
      },
    },
    destination,
  );
}

export type { Logger };
