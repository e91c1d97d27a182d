import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { publicUrl, type Logger } from '@shop/config';
import { LOGGER, Mailer, OwedMailSender, type DueMail, type Mail } from '@shop/platform';
import { OrdersRepository } from '../orders/orders.repository';
import { MailRequestsRepository } from './mail-requests.repository';
import { MAIL_KINDS, type MailKind } from './mail-requests.schema';
import { orderCancelledMail, orderPlacedMail, orderShippedMail } from './order-mails';

/** The mail an owed row of `mail_requests` stands for, from the order as it is now. */
async function orderMail(orders: OrdersRepository, due: DueMail<MailKind>): Promise<Mail | undefined> {
  if (due.kind === 'placed') {
    const found = await orders.withItems(due.subjectId);
    return found && orderPlacedMail(found.order, found.items, publicUrl());
  }
  const order = await orders.byId(due.subjectId);
  if (!order) return undefined;
  return due.kind === 'shipped' ? orderShippedMail(order, publicUrl()) : orderCancelledMail(order, publicUrl());
}

/**
 * Sends the order mails owed in `mail_requests` (the platform's `OwedMailSender`: MAIL_PER_SECOND
 * a second per replica, retried with a growing delay, shared between replicas): a sale's rush of
 * orders never waits for its confirmations.
 */
@Injectable()
export class MailSender extends OwedMailSender<MailKind> implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(requests: MailRequestsRepository, orders: OrdersRepository, mailer: Mailer, @Inject(LOGGER) logger: Logger) {
    super(requests, (due) => orderMail(orders, due), mailer, logger, { service: 'orders', kinds: MAIL_KINDS });
  }

  onApplicationBootstrap(): void {
    this.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.stop();
  }
}
