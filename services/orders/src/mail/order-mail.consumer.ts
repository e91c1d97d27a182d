import { Inject, Injectable } from '@nestjs/common';
import { OrderEvents } from '@shop/contracts';
import type { MessageBus } from '@shop/messaging';
import { MESSAGE_BUS, TRANSACTIONS } from '@shop/platform';
import type { Transactions } from '../db/database';
import { MailRequestsRepository } from './mail-requests.repository';
import type { MailKind } from './mail-requests.schema';
import { MailSender } from './mail-sender';

/**
 * Owes the customer a mail for orders' own events, never from the request: the
 * MailSender sends it later, so a mail server that is away delays a mail but never fails an
 * order or an event. The placement's confirmation is owed by the placement's own statement.
 */
@Injectable()
export class OrderMailConsumer {
  constructor(@Inject(MESSAGE_BUS) bus: MessageBus, @Inject(TRANSACTIONS) tx: Transactions, requests: MailRequestsRepository, sender: MailSender) {
    // Earlier versions mailed from OrderPlaced; the placement owes that mail itself now.
    bus.retire(OrderEvents.OrderPlaced.type);
    // Only a row in the handler's transaction: events arriving together are applied together.
    const owe = async (orderId: string, kind: MailKind) => {
      await requests.request(orderId, kind);
      tx.afterCommit(() => sender.nudge());
    };
    bus.on(OrderEvents.OrderStatusChanged, (p) => (p.to === 'shipping' ? owe(p.orderId, 'shipped') : Promise.resolve()), { batch: true });
    bus.on(OrderEvents.OrderCancelled, (p) => owe(p.orderId, 'cancelled'), { batch: true });
  }
}
