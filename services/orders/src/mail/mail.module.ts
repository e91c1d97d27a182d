import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders/orders.module';
import { Mailer } from '@shop/platform';
import { OrderMailConsumer } from './order-mail.consumer';

@Module({ imports: [OrdersModule], providers: [Mailer, OrderMailConsumer] })
export class MailModule {}
