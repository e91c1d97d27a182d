import { Module } from '@nestjs/common';
import { CatalogReads } from './catalog-reads';
import { NotFoundController } from './not-found.controller';
import { PaymentEventsHub } from '../payments/payment-events';
import { DocsController } from './openapi/docs.controller';
import { REST_CONTROLLERS } from './rest-controllers';

/** The REST facade of product §15 under /api, its OpenAPI document and reference page (decision 0451). */
@Module({
  // keep NotFoundController last: it answers every /api path no other controller took
  controllers: [...REST_CONTROLLERS, DocsController, NotFoundController],
  providers: [PaymentEventsHub, CatalogReads],
})
export class RestModule {}
