import { Global, Module } from '@nestjs/common';
import { createLogger } from '@shop/config';
import { LOGGER } from '@shop/platform';
import { GatewayExecutor } from './graphql/gateway-executor';
import { GraphqlGateway } from './graphql/graphql-gateway';
import { PublicCache } from './cache/public-cache';
import { FirstScreen } from './web/first-screen';

/** What every gateway module may inject: the logger, the Apollo gateway and the executor. */
@Global()
@Module({
  providers: [{ provide: LOGGER, useValue: createLogger('gateway') }, GraphqlGateway, GatewayExecutor, PublicCache, FirstScreen],
  exports: [LOGGER, GraphqlGateway, GatewayExecutor, PublicCache],
})
export class CoreModule {}
