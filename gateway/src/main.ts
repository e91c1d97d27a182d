import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import { createLogger, env, envInt, subgraphUrl } from '@shop/config';
import { AllExceptionsFilter, PinoNestLogger, accessLog, correlationMiddleware, createValidationPipe, bodyErrorHandler } from '@shop/platform';
import { AppModule } from './app.module';
import { GraphqlGateway } from './graphql/graphql-gateway';
import { proxyTo } from './proxy/proxy';
import { HEAD_PROVIDER, appShell, staticAssets, type HeadProvider } from './web/web-app';

const logger = createLogger('gateway');

function securityHeaders(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('X-Frame-Options', 'DENY');
  next();
}

export async function createGateway(): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule, { logger: new PinoNestLogger(logger), bodyParser: false });
  app.set('trust proxy', env('TRUST_PROXY', 'loopback'));
  app.disable('x-powered-by');
  app.use(correlationMiddleware, accessLog(logger), securityHeaders);
  // gzip for scripts, styles, HTML and JSON; images are already compressed and pass through.
  app.use(compression());
  // Binary and raw bodies are streamed to their service before any JSON parsing.
  app.use('/images', proxyTo({ target: () => subgraphUrl('catalog') }));
  app.use('/api/payments/webhooks', proxyTo({ target: () => subgraphUrl('payments'), rewrite: (req) => `/webhooks${req.url}` }));
  app.use(express.json({ limit: env('JSON_BODY_LIMIT', '1mb') }), bodyErrorHandler);
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter(logger));
  const gateway = app.get(GraphqlGateway);
  await gateway.start();
  app.use('/graphql', gateway.middleware());
  app.use(staticAssets(), appShell(app.get<HeadProvider>(HEAD_PROVIDER)));
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  return app;
}

async function main(): Promise<void> {
  const app = await createGateway();
  const port = envInt('GATEWAY_PORT', 8080);
  await app.listen(port, env('HOST', '0.0.0.0'));
  logger.info({ port }, 'gateway listening');
}

if (require.main === module) {
  main().catch((err) => {
    logger.fatal({ err }, 'gateway failed to start');
    process.exit(1);
  });
}
