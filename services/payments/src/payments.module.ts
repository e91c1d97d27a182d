import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from '@shop/config';
import type { MessageBus } from '@shop/messaging';
import { DB, LOGGER, MESSAGE_BUS } from '@shop/platform';
import { StaffConfirmationService } from './confirmation/staff-confirmation.service';
import type { Database } from './db/database';
import { ExpiryScheduler } from './expiry/expiry-queue';
import { ReconciliationService } from './reconciliation/reconciliation.service';
import { SepayWebhookController } from './reconciliation/sepay-webhook.controller';
import { TransferReviewResolver } from './reconciliation/transfer-review.resolver';
import { TransferReviewService } from './reconciliation/transfer-review.service';
import { OrderEventsConsumer } from './sessions/order-events.consumer';
import { PaymentSessionsService } from './sessions/payment-sessions.service';
import { PaymentsResolver } from './sessions/payments.resolver';

class SchedulerShutdown implements OnApplicationShutdown {
  constructor(@Inject(ExpiryScheduler) private readonly scheduler: ExpiryScheduler) {}
  async onApplicationShutdown(): Promise<void> {
    await this.scheduler.close();
  }
}

/** Payment sessions, reconciliation, staff confirmation and the transfers staff sort out; the expiry worker is src/worker.ts. */
@Module({
  controllers: [SepayWebhookController],
  providers: [
    { provide: ExpiryScheduler, inject: [LOGGER], useFactory: (logger: Logger) => new ExpiryScheduler(logger) },
    {
      provide: PaymentSessionsService,
      inject: [DB, MESSAGE_BUS, ExpiryScheduler],
      useFactory: (db: Database, bus: MessageBus, scheduler: ExpiryScheduler) => new PaymentSessionsService(db, bus, scheduler),
    },
    {
      provide: ReconciliationService,
      inject: [DB, MESSAGE_BUS, LOGGER],
      useFactory: (db: Database, bus: MessageBus, logger: Logger) => new ReconciliationService(db, bus, logger),
    },
    { provide: TransferReviewService, inject: [DB, MESSAGE_BUS], useFactory: (db: Database, bus: MessageBus) => new TransferReviewService(db, bus) },
    { provide: StaffConfirmationService, inject: [DB, MESSAGE_BUS], useFactory: (db: Database, bus: MessageBus) => new StaffConfirmationService(db, bus) },
    OrderEventsConsumer,
    PaymentsResolver,
    TransferReviewResolver,
    SchedulerShutdown,
  ],
})
export class PaymentsModule {}
