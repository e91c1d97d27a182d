import { Global, Module } from '@nestjs/common';
import { createLogger } from '@shop/config';
import { LOGGER } from '@shop/platform';
import { GatewayExecutor } from './graphql/gateway-executor';
import { GraphqlGateway } from './graphql/graphql-gateway';

/** What every gateway module may inject: the logger, the Apollo gateway and the executor. */
@Global()
@Module({
  providers: [{ provide: LOGGER, useValue: createLogger('gateway') }, GraphqlGateway, GatewayExecutor],
  exports: [LOGGER, GraphqlGateway, GatewayExecutor],
})
export class CoreModule {}
