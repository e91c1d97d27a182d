import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders/orders.module';
import { PaymentEventsConsumer } from './payment-events.consumer';

@Module({ imports: [OrdersModule], providers: [PaymentEventsConsumer] })
export class PaymentsModule {}
