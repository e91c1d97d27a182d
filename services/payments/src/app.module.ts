import { Module } from '@nestjs/common';
import { AuthModule } from '@shop/auth';
import { PlatformModule, SubgraphModule } from '@shop/platform';
import * as schema from './db/schema';
import { PaymentMethodsResolver } from './methods/payment-methods.resolver';
import { PaymentsModule } from './payments.module';
import { OrderWithRefunds } from './refunds/refunds.models';

@Module({
  imports: [PlatformModule.forRoot({ service: 'payments', schema }), AuthModule, SubgraphModule([OrderWithRefunds]), PaymentsModule],
  providers: [PaymentMethodsResolver],
})
export class AppModule {}
