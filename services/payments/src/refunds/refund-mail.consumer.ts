import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { publicUrl, type Logger } from '@shop/config';
import { PaymentEvents } from '@shop/contracts';
import type { MessageBus } from '@shop/messaging';
import { LOGGER, Mailer, MESSAGE_BUS, TRANSACTIONS } from '@shop/platform';
import type { Transactions } from '../db/database';
import { orderPayments } from '../sessions/sessions.schema';
import { refundedMail } from './refund-mail';

/**
 * Mails the customer when a refund is done, from payments' own `payments.RefundCompleted`: a mail
 * server that is away fails the handling, and the bus delivers the event again later, never
 * failing the staff member's "Đã hoàn tiền".
 */
@Injectable()
export class RefundMailConsumer {
  constructor(@Inject(MESSAGE_BUS) bus: MessageBus, @Inject(TRANSACTIONS) tx: Transactions, mailer: Mailer, @Inject(LOGGER) logger: Logger) {
    bus.on(PaymentEvents.RefundCompleted, async (p) => {
      const [order] = await tx.current().select({ email: orderPayments.customerEmail }).from(orderPayments).where(eq(orderPayments.orderId, p.orderId));
      if (!order?.email) return logger.warn({ orderId: p.orderId }, 'refund done for an order without a known email; no mail');
      await mailer.send(refundedMail(order.email, p, publicUrl()));
    });
  }
}
