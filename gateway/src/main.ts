import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import express from 'express';
import { internalSecret } from '@shop/auth';
import { createLogger, env, envInt, listenHost, refuseUnsafeProduction, subgraphUrl, trustProxy } from '@shop/config';
import {
  AllExceptionsFilter,
  PinoNestLogger,
  accessLog,
  bodyErrorHandler,
  correlationMiddleware,
  createValidationPipe,
  requestMetrics,
  routeLabel,
} from '@shop/platform';
import { AppModule } from './app.module';
import { PublicCache } from './cache/public-cache';
import { WEB_APP_ROUTE } from './cache/public-reads';
import { PaymentEventsHub } from './payments/payment-events';
import { GraphqlGateway } from './graphql/graphql-gateway';
import { bodyGuard, pathAndQueryGuard } from './edge/input-guard';
import { securityHeaders } from './edge/security-headers';
import { PROXIED_ROUTES } from './proxy/proxied-routes';
import { CatalogReads } from './rest/catalog-reads';
import { proxyTo } from './proxy/proxy';
import { FirstScreen } from './web/first-screen';
import { HEAD_PROVIDER, appShell, staticAssets, type HeadProvider } from './web/web-app';

const logger = createLogger('gateway');

export async function createGateway(): Promise<NestExpressApplication> {
  // Signs the client address for the services (decision 0400); without a secret, stop here.
  internalSecret();
  const app = await NestFactory.create<NestExpressApplication>(AppModule, { logger: new PinoNestLogger(logger), bodyParser: false });
  app.set('trust proxy', trustProxy());
  app.disable('x-powered-by');
  app.use(requestMetrics, correlationMiddleware, accessLog(logger), securityHeaders);
  // Dot segments, hidden slashes and control characters never get past here (decision 0404).
  app.use(pathAndQueryGuard);
  // gzip for scripts, styles, HTML and JSON; images are already compressed and pass through.
  app.use(compression());
  // Public catalog reads answered from memory, dropped on the catalog's events (decision 0900):
  // GETs here, before anything else runs for them; GraphQL queries once their body is parsed.
  const cache = app.get(PublicCache);
  await cache.start();
  app.use(cache.middleware('get'));
  // A guest's listing, search, detail or suggestion the cache did not answer: the catalog's read,
  // before the router, the body parser and Nest (decision 0913).
  app.use(app.get(CatalogReads).middleware());
  // The QR page's push channel hears payments on this replica's own queue (decision 0710).
  await app.get(PaymentEventsHub).start();
  // Binary and raw bodies are streamed to their service before any JSON parsing.
  for (const route of PROXIED_ROUTES) app.use(route.mount, proxyTo({ target: () => subgraphUrl(route.service), prefix: route.prefix, keepPath: true }));
  app.use(express.json({ limit: env('JSON_BODY_LIMIT', '1mb') }), bodyErrorHandler, bodyGuard);
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter(logger));
  app.use('/graphql', cache.middleware('graphql'));
  const gateway = app.get(GraphqlGateway);
  await gateway.start();
  app.use('/graphql', gateway.middleware());
  app.use(routeLabel(WEB_APP_ROUTE), staticAssets(), appShell(app.get<HeadProvider>(HEAD_PROVIDER), app.get(FirstScreen)));
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  return app;
}

async function main(): Promise<void> {
  // Production never falls back to a developer's defaults (decision 0405).
  refuseUnsafeProduction('gateway');
  const app = await createGateway();
  const port = envInt('GATEWAY_PORT', 8080);
  await app.listen(port, listenHost());
  logger.info({ port }, 'gateway listening');
}

if (require.main === module) {
  main().catch((err) => {
    logger.fatal({ err }, 'gateway failed to start');
    process.exit(1);
  });
}
