import path from 'node:path';

/** Repository root: every local default (var/, keys, mail) hangs off it. */
export const repoRoot = path.resolve(__dirname, '../../..');

export function env(name: string, fallback: string): string {
  const v = process.env[name];
  return v === undefined || v === '' ? fallback : v;
}

export function envInt(name: string, fallback: number): number {
  const v = process.env[name];
  if (v === undefined || v === '') return fallback;
  const n = Number.parseInt(v, 10);
  if (!Number.isFinite(n)) throw new Error(`${name} must be an integer, got "${v}"`);
  return n;
}

export type ServiceName = 'identity' | 'catalog' | 'orders' | 'payments';

export const SERVICE_PORTS: Record<ServiceName, number> = {
  identity: 4001,
  catalog: 4002,
  orders: 4003,
  payments: 4004,
};

export interface ServiceConfig {
  service: ServiceName;
  port: number;
  host: string;
  databaseUrl: string;
  /**
   * The service's database reached without a transaction pooler, for what needs a session of its
   * own: the migrations' and housekeeping's advisory locks, identity's LISTEN (decision 0312).
   * `<SERVICE>_DATABASE_DIRECT_URL`, else `DATABASE_DIRECT_URL`, else `databaseUrl`.
   */
  databaseDirectUrl: string;
  rabbitmqUrl: string;
  redisUrl: string;
  publicUrl: string;
  varDir: string;
}

export function varDir(): string {
  return env('VAR_DIR', path.join(repoRoot, 'var'));
}

/** Configuration of one service (12-factor, with local defaults: README "Configuration"). */
export function serviceConfig(service: ServiceName): ServiceConfig {
  const upper = service.toUpperCase();
  const databaseUrl = env(`${upper}_DATABASE_URL`, env('DATABASE_URL', `postgres://postgres@localhost:5432/shop_${service}`));
  return {
    service,
    port: envInt(`${upper}_PORT`, SERVICE_PORTS[service]),
    host: listenHost(),
    databaseUrl,
    databaseDirectUrl: env(`${upper}_DATABASE_DIRECT_URL`, env('DATABASE_DIRECT_URL', databaseUrl)),
    rabbitmqUrl: rabbitmqUrl(),
    redisUrl: redisUrl(),
    publicUrl: publicUrl(),
    varDir: varDir(),
  };
}

/**
 * The listen address of every process: loopback unless HOST says otherwise, so a developer's
 * services are not reachable from the network; docker-compose.yml and k8s/ set HOST=0.0.0.0.
 */
export const listenHost = (): string => env('HOST', '127.0.0.1');

/** The proxies the gateway believes about the client (Express `trust proxy` syntax, decision 0408). */
export const trustProxy = (): string => env('TRUST_PROXY', 'loopback');

/** Introspection and "did you mean" hints: only when asked for, never because NODE_ENV is unset (decision 0405). */
export const graphqlIntrospection = (): boolean => env('GRAPHQL_INTROSPECTION', 'false') === 'true';

export const rabbitmqUrl = (): string => env('RABBITMQ_URL', 'amqp://guest:guest@localhost:5672');
export const redisUrl = (): string => env('REDIS_URL', 'redis://localhost:6379');
export const publicUrl = (): string => env('PUBLIC_URL', 'http://localhost:8080');

/** Where the gateway finds each subgraph. */
export function subgraphUrl(service: ServiceName): string {
  const upper = service.toUpperCase();
  // 127.0.0.1, not localhost: services listen on loopback IPv4, and localhost may resolve to ::1 first.
  return env(`${upper}_URL`, `http://127.0.0.1:${envInt(`${upper}_PORT`, SERVICE_PORTS[service])}`);
}
