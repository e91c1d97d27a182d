import { Global, Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import type { Pool } from 'pg';
import { createLogger, envInt, serviceConfig, type Logger, type ServiceName } from '@shop/config';
import { MessageBus } from '@shop/messaging';
import { createDatabase, createSessionPool } from './database';
import { databaseUnreachable } from './pg-errors';
import { HealthController } from './health.controller';
import { Housekeeping } from './housekeeping';
import { MessageRetentionJob } from './message-retention.job';
import { DB, LOGGER, MESSAGE_BUS, PG_POOL, PG_SESSION_POOL, SERVICE_CONFIG, TRANSACTIONS } from './tokens';
import { TransactionContext } from './transaction-context';

class PlatformShutdown implements OnApplicationShutdown {
  constructor(
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(PG_SESSION_POOL) private readonly sessionPool: Pool,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly housekeeping: Housekeeping,
  ) {}

  // Runs after the HTTP server stopped taking requests: finish chores and messaging, then close the pool.
  async onApplicationShutdown(signal?: string): Promise<void> {
    await this.housekeeping.stop();
    await this.bus.stop();
    await this.pool.end();
    if (this.sessionPool !== this.pool) await this.sessionPool.end();
    this.logger.info({ signal }, 'stopped');
  }
}

export interface PlatformOptions {
  service: ServiceName;
  schema: Record<string, unknown>;
}

/** Config, logger, database, message bus, health endpoints and housekeeping for one service. */
@Global()
@Module({})
export class PlatformModule {
  static forRoot({ service, schema }: PlatformOptions): DynamicModule {
    const config = serviceConfig(service);
    const logger = createLogger(service);
    // Connections per replica: replicas × DATABASE_POOL_MAX must fit PostgreSQL's budget (docs/capacity.md).
    const database = createDatabase(config.databaseUrl, schema, envInt('DATABASE_POOL_MAX', 10), logger);
    const sessionPool = config.databaseDirectUrl === config.databaseUrl ? database.pool : createSessionPool(config.databaseDirectUrl, logger);
    return {
      module: PlatformModule,
      controllers: [HealthController],
      providers: [
        { provide: SERVICE_CONFIG, useValue: config },
        { provide: LOGGER, useValue: logger },
        { provide: PG_POOL, useValue: database.pool },
        { provide: PG_SESSION_POOL, useValue: sessionPool },
        { provide: DB, useValue: database.db },
        { provide: TRANSACTIONS, useValue: new TransactionContext(database.db, logger) },
        {
          provide: MESSAGE_BUS,
          // 8 attempts with doubling delays (capped at 30 s) ride out a database restart of about two minutes.
          useFactory: () =>
            new MessageBus({
              service,
              url: config.rabbitmqUrl,
              pool: database.pool,
              db: database.db,
              logger,
              maxAttempts: 8,
              retryDelayMs: 2000,
              // A command that met an unreachable database is answered UNAVAILABLE: the caller's 503, not a failure (decision 0410).
              unavailable: (err) => databaseUnreachable(err) !== undefined,
            }),
        },
        PlatformShutdown,
        Housekeeping,
        MessageRetentionJob,
      ],
      exports: [SERVICE_CONFIG, LOGGER, PG_POOL, PG_SESSION_POOL, DB, TRANSACTIONS, MESSAGE_BUS, Housekeeping],
    };
  }
}
