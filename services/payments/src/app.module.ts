import { Module } from '@nestjs/common';
import { AuthModule } from '@shop/auth';
import { PlatformModule, SubgraphModule } from '@shop/platform';
import * as schema from './db/schema';
import { PaymentMethodsResolver } from './methods/payment-methods.resolver';

@Module({
  imports: [PlatformModule.forRoot({ service: 'payments', schema }), AuthModule, SubgraphModule()],
  providers: [PaymentMethodsResolver],
})
export class AppModule {}
