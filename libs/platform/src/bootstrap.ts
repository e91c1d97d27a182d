import 'reflect-metadata';
import express from 'express';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { printSubgraphSchema } from '@apollo/subgraph';
import { createLogger, serviceConfig, type ServiceName } from '@shop/config';
import type { MessageBus } from '@shop/messaging';
import { accessLog, correlationMiddleware } from './correlation.middleware';
import { ensureDatabase, migrateOnStart, runMigrations, waitForSchema } from './database';
import type { RepeatableScript } from './repeatable-scripts';
import { AllExceptionsFilter, bodyErrorHandler } from './exception.filter';
import { Housekeeping } from './housekeeping';
import { PinoNestLogger } from './nest-logger';
import { MESSAGE_BUS } from './tokens';
import { requestMetrics } from './telemetry/http-metrics';
import { createValidationPipe } from './validation.pipe';

export interface BootstrapOptions {
  service: ServiceName;
  module: unknown;
  migrationsFolder: string;
  /** The service's repeatable SQL (its functions), applied after the migrations when changed (decision 0012). */
  repeatableScripts?: RepeatableScript[];
  /** Extra work once the database is migrated and before the service takes traffic (e.g. seeding). */
  beforeListen?: (app: NestExpressApplication) => Promise<void>;
  jsonLimit?: string;
  /**
   * Paths whose handler reads the body itself (e.g. a multipart upload): the JSON parser leaves
   * them alone, so the handler can refuse a wrong content type before a byte of the body arrives.
   */
  rawBodyPaths?: string[];
}

export async function createServiceApp(opts: Pick<BootstrapOptions, 'service' | 'module' | 'jsonLimit' | 'rawBodyPaths'>): Promise<NestExpressApplication> {
  const logger = createLogger(opts.service);
  const app = await NestFactory.create<NestExpressApplication>(opts.module as never, {
    logger: new PinoNestLogger(logger),
    bodyParser: false,
  });
  // A service answers the gateway, which writes the ETag its clients get; Express's own would hash
  // every GraphQL answer for nothing (a route a client revalidates, an image, sets its own).
  app.set('etag', false);
  app.use(requestMetrics, correlationMiddleware, accessLog(logger));
  const json = express.json({ limit: opts.jsonLimit ?? '1mb' });
  const raw = new Set(opts.rawBodyPaths ?? []);
  app.use((req: express.Request, res: express.Response, next: express.NextFunction) => (raw.has(req.path) ? next() : json(req, res, next)), bodyErrorHandler);
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter(logger));
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  return app;
}

/**
 * Creates the database if missing and migrates it (or, with `SHOP_MIGRATE_ON_START=false`, waits
 * for the release's migration Job to have done so), starts messaging and listens on the service's port.
 */
export async function bootstrapService(opts: BootstrapOptions): Promise<NestExpressApplication> {
  const config = serviceConfig(opts.service);
  const logger = createLogger(opts.service);
  if (migrateOnStart()) {
    // Directly to PostgreSQL: the migration lock is a session's (decision 0312).
    await ensureDatabase(config.databaseDirectUrl);
    const applied = await runMigrations(config.databaseDirectUrl, opts.migrationsFolder, opts.repeatableScripts);
    if (applied.length > 0) logger.info({ scripts: applied }, 'repeatable scripts applied');
  } else {
    await waitForSchema(config.databaseUrl, opts.migrationsFolder, opts.repeatableScripts, logger);
  }
  const app = await createServiceApp(opts);
  await app.init();
  await app.get<MessageBus>(MESSAGE_BUS).start();
  app.get(Housekeeping).start();
  if (opts.beforeListen) await opts.beforeListen(app);
  await app.listen(config.port, config.host);
  logger.info({ port: config.port }, `${opts.service} listening`);
  return app;
}

/** bootstrapService for a main.ts: a failure to start is logged and ends the process. */
export function runService(opts: BootstrapOptions): void {
  bootstrapService(opts).catch((err: unknown) => {
    createLogger(opts.service).fatal({ err }, `${opts.service} failed to start`);
    process.exit(1);
  });
}

/** For a migration job: create the database if missing and apply the migrations, then exit. */
export async function migrateService(service: ServiceName, migrationsFolder: string, repeatableScripts: RepeatableScript[] = []): Promise<void> {
  const logger = createLogger(service);
  try {
    // Directly to PostgreSQL: the migration lock is a session's (decision 0312).
    const { databaseDirectUrl } = serviceConfig(service);
    await ensureDatabase(databaseDirectUrl);
    const applied = await runMigrations(databaseDirectUrl, migrationsFolder, repeatableScripts);
    logger.info({ scripts: applied }, 'migrations applied');
  } catch (err) {
    logger.fatal({ err }, 'migration failed');
    process.exitCode = 1;
  }
}

/** Prints the subgraph SDL without touching the database or RabbitMQ (for supergraph composition). */
export async function printServiceSchema(service: ServiceName, module: unknown): Promise<string> {
  const app = await NestFactory.create(module as never, { logger: false });
  await app.init();
  const { schema } = app.get(GraphQLSchemaHost);
  const sdl = printSubgraphSchema(schema);
  await app.close();
  return sdl;
}
