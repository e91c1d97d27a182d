import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from '@shop/config';
import { LOGGER, Mailer, TRANSACTIONS } from '@shop/platform';
import { StaffConfirmationService } from './confirmation/staff-confirmation.service';
import type { Transactions } from './db/database';
import { ExpiryScheduler } from './expiry/expiry-queue';
import { ReconciliationService } from './reconciliation/reconciliation.service';
import { SepayWebhookController } from './reconciliation/sepay-webhook.controller';
import { TransferReviewResolver } from './reconciliation/transfer-review.resolver';
import { TransferReviewService } from './reconciliation/transfer-review.service';
import { OrderRefundsResolver } from './refunds/order-refunds.resolver';
import { RefundMailConsumer } from './refunds/refund-mail.consumer';
import { PaymentMailRequests, PaymentMailRetentionJob, RefundMailSender } from './refunds/refund-mail-sender';
import { RefundsResolver } from './refunds/refunds.resolver';
import { RefundsService } from './refunds/refunds.service';
import { OrderEventsConsumer } from './sessions/order-events.consumer';
import { PaymentSessionsService } from './sessions/payment-sessions.service';
import { PaymentsResolver } from './sessions/payments.resolver';

class SchedulerShutdown implements OnApplicationShutdown {
  constructor(@Inject(ExpiryScheduler) private readonly scheduler: ExpiryScheduler) {}
  async onApplicationShutdown(): Promise<void> {
    await this.scheduler.close();
  }
}

/** Payment sessions, reconciliation, staff confirmation, the transfers staff sort out and the refunds owed; the expiry worker is src/worker.ts. */
@Module({
  controllers: [SepayWebhookController],
  providers: [
    { provide: ExpiryScheduler, inject: [LOGGER], useFactory: (logger: Logger) => new ExpiryScheduler(logger) },
    {
      provide: PaymentSessionsService,
      inject: [TRANSACTIONS, ExpiryScheduler],
      useFactory: (tx: Transactions, scheduler: ExpiryScheduler) => new PaymentSessionsService(tx, scheduler),
    },
    {
      provide: ReconciliationService,
      inject: [TRANSACTIONS, LOGGER],
      useFactory: (tx: Transactions, logger: Logger) => new ReconciliationService(tx, logger),
    },
    { provide: TransferReviewService, inject: [TRANSACTIONS], useFactory: (tx: Transactions) => new TransferReviewService(tx) },
    { provide: StaffConfirmationService, inject: [TRANSACTIONS], useFactory: (tx: Transactions) => new StaffConfirmationService(tx) },
    { provide: RefundsService, inject: [TRANSACTIONS], useFactory: (tx: Transactions) => new RefundsService(tx) },
    Mailer,
    OrderEventsConsumer,
    PaymentMailRequests,
    RefundMailSender,
    PaymentMailRetentionJob,
    RefundMailConsumer,
    PaymentsResolver,
    TransferReviewResolver,
    RefundsResolver,
    OrderRefundsResolver,
    SchedulerShutdown,
  ],
})
export class PaymentsModule {}
