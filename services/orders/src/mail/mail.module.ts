import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders/orders.module';
import { Mailer } from '@shop/platform';
import { MailRequestsRepository } from './mail-requests.repository';
import { MailRetentionJob } from './mail-retention.job';
import { MailSender } from './mail-sender';
import { OrderMailConsumer } from './order-mail.consumer';

@Module({ imports: [OrdersModule], providers: [Mailer, MailRequestsRepository, MailSender, MailRetentionJob, OrderMailConsumer] })
export class MailModule {}
