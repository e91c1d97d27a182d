import { Module } from '@nestjs/common';
import { AuthModule } from '@shop/auth';
import { PlatformModule, SubgraphModule } from '@shop/platform';
import * as schema from './db/schema';
import { PaymentMethodsResolver } from './methods/payment-methods.resolver';
import { PaymentsModule } from './payments.module';

@Module({
  imports: [PlatformModule.forRoot({ service: 'payments', schema }), AuthModule, SubgraphModule(), PaymentsModule],
  providers: [PaymentMethodsResolver],
})
export class AppModule {}
