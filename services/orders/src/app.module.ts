import { Module } from '@nestjs/common';
import { AuthModule } from '@shop/auth';
import { PlatformModule, SubgraphModule } from '@shop/platform';
import { CartModule } from './cart/cart.module';
import { CouponsModule } from './coupons/coupons.module';
import { CustomersModule } from './customers/customers.module';
import * as schema from './db/schema';
import { MailModule } from './mail/mail.module';
import { OrdersModule } from './orders/orders.module';
import { PaymentsModule } from './payments/payments.module';
import { ShippingResolver } from './shipping/shipping.resolver';
import { StatsModule } from './stats/stats.module';

@Module({
  imports: [
    PlatformModule.forRoot({ service: 'orders', schema }),
    AuthModule,
    SubgraphModule(),
    CustomersModule,
    CartModule,
    CouponsModule,
    OrdersModule,
    PaymentsModule,
    MailModule,
    StatsModule,
  ],
  providers: [ShippingResolver],
})
export class AppModule {}
