import { Global, Module } from '@nestjs/common';
import { createLogger, type Logger } from '@shop/config';
import { LOGGER } from '@shop/platform';
import { GatewayExecutor } from './graphql/gateway-executor';
import { GraphqlGateway } from './graphql/graphql-gateway';
import { PublicCache } from './cache/public-cache';
import { FirstScreen } from './web/first-screen';
import { FirstScreenRenderer } from './web/first-screen-renderer';

/** What every gateway module may inject: the logger, the Apollo gateway and the executor. */
@Global()
@Module({
  providers: [
    { provide: LOGGER, useValue: createLogger('gateway') },
    GraphqlGateway,
    GatewayExecutor,
    PublicCache,
    {
      provide: FirstScreenRenderer,
      inject: [LOGGER],
      useFactory: (logger: Logger) =>
        new FirstScreenRenderer(undefined, (err) => logger.warn({ err }, 'first screen: the page could not be drawn as HTML; the app draws it')),
    },
    FirstScreen,
  ],
  exports: [LOGGER, GraphqlGateway, GatewayExecutor, PublicCache],
})
export class CoreModule {}
