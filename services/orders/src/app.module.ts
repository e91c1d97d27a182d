import { Module } from '@nestjs/common';
import { AuthModule } from '@shop/auth';
import { PlatformModule, SubgraphModule } from '@shop/platform';
import { CustomersModule } from './customers/customers.module';
import * as schema from './db/schema';
import { ShippingResolver } from './shipping/shipping.resolver';

@Module({
  imports: [PlatformModule.forRoot({ service: 'orders', schema }), AuthModule, SubgraphModule(), CustomersModule],
  providers: [ShippingResolver],
})
export class AppModule {}
