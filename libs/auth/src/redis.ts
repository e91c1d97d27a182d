import Redis from 'ioredis';

/**
 * How long a Redis command may take before its caller stops waiting and takes its fallback
 * (decision 0106): a token check or a sign-in must answer within 2 s with Redis down or hung.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 500;

/**
 * How long a background write (identity publishing every raised version) may take: it runs off the
 * request path, and a publication cut short would leave Redis unmarked, so that every token check
 * asks identity until the next one.
 */
export const REDIS_WRITE_TIMEOUT_MS = 10_000;

/**
 * A Redis connection for request paths (session versions, rate limits). Lazy: nothing connects
 * until the first command. A command fails after REDIS_COMMAND_TIMEOUT_MS instead of waiting for
 * a reconnection, and fails at once while the connection is known to be down (see `reachable`).
 */
export function requestPathRedis(url: string, commandTimeout = REDIS_COMMAND_TIMEOUT_MS): Redis {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: true, commandTimeout });
  redis.on('error', () => undefined);
  return redis;
}

const DOWN = new Set(['reconnecting', 'close', 'end']);

/**
 * Throws at once while the connection is lost (waiting to reconnect), rather than queueing a
 * command that can only time out; a connection not yet opened is opened by the command itself.
 */
export function assertReachable(redis: Redis): void {
  if (DOWN.has(redis.status)) throw new Error(`redis ${redis.status}`);
}
