import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { publicUrl, type Logger } from '@shop/config';
import { Housekeeping, LOGGER, Mailer, OwedMailRetention, OwedMailSender, OwedMails, TRANSACTIONS, type Mail } from '@shop/platform';
import type { Transactions } from '../db/database';
import { orderPayments } from '../sessions/sessions.schema';
import { PAYMENT_MAIL_KINDS, type PaymentMailKind } from './mail-requests.schema';
import { refundedMail } from './refund-mail';
import { refunds } from './refunds.schema';

/** The mails payments owes its customers, in `mail_requests` (one per refund and kind). */
@Injectable()
export class PaymentMailRequests extends OwedMails<PaymentMailKind> {
  constructor(@Inject(TRANSACTIONS) tx: Transactions) {
    super(tx, { table: 'mail_requests', subject: 'refund_id' });
  }
}

/** The refund's mail from the refund as it is: none when it is gone, or its order has no email (logged). */
async function refundMail(tx: Transactions, logger: Logger, refundId: string): Promise<Mail | undefined> {
  const [row] = await tx
    .current()
    .select({
      orderId: refunds.orderId,
      amount: refunds.amount,
      bankReference: refunds.bankReference,
      orderNumber: orderPayments.orderNumber,
      email: orderPayments.customerEmail,
    })
    .from(refunds)
    .innerJoin(orderPayments, eq(orderPayments.orderId, refunds.orderId))
    .where(eq(refunds.id, refundId));
  if (!row) return undefined;
  if (!row.email) {
    logger.warn({ orderId: row.orderId, refundId }, 'refund done for an order without a known email; no mail');
    return undefined;
  }
  return refundedMail(
    row.email,
    { orderId: row.orderId, orderNumber: row.orderNumber, amount: row.amount, bankReference: row.bankReference ?? '' },
    publicUrl(),
  );
}

/**
 * Sends the refund mails owed in `mail_requests` (the platform's `OwedMailSender`: paced, retried
 * with a growing delay, shared between replicas), outside any transaction: a mail server that is
 * away delays the mail, and a failed commit never sends it twice.
 */
@Injectable()
export class RefundMailSender extends OwedMailSender<PaymentMailKind> implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(requests: PaymentMailRequests, @Inject(TRANSACTIONS) tx: Transactions, mailer: Mailer, @Inject(LOGGER) logger: Logger) {
    super(requests, (due) => refundMail(tx, logger, due.subjectId), mailer, logger, { service: 'payments', kinds: PAYMENT_MAIL_KINDS });
  }

  onApplicationBootstrap(): void {
    this.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.stop();
  }
}

/** Forgets refund mails sent more than MAIL_RETENTION_DAYS (30) ago (the platform's `OwedMailRetention`). */
@Injectable()
export class PaymentMailRetentionJob extends OwedMailRetention {
  constructor(housekeeping: Housekeeping, mails: PaymentMailRequests) {
    super(housekeeping, mails);
  }
}
