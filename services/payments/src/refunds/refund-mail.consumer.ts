import { Inject, Injectable } from '@nestjs/common';
import { PaymentEvents } from '@shop/contracts';
import type { MessageBus } from '@shop/messaging';
import { MESSAGE_BUS, TRANSACTIONS } from '@shop/platform';
import type { Transactions } from '../db/database';
import { PaymentMailRequests, RefundMailSender } from './refund-mail-sender';

/**
 * Owes the customer a mail when a refund is done, from payments' own `payments.RefundCompleted`:
 * only a row in the handler's transaction, which the RefundMailSender sends after the commit. The
 * mail server is never asked while the transaction is open, and a handling that fails to commit
 * owes nothing, so it can neither hold the event up nor mail twice.
 */
@Injectable()
export class RefundMailConsumer {
  constructor(@Inject(MESSAGE_BUS) bus: MessageBus, @Inject(TRANSACTIONS) tx: Transactions, requests: PaymentMailRequests, sender: RefundMailSender) {
    bus.on(
      PaymentEvents.RefundCompleted,
      async (p) => {
        await requests.request(p.refundId, 'refunded');
        tx.afterCommit(() => sender.nudge());
      },
      { batch: true },
    );
  }
}
