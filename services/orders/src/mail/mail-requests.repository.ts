import { Inject, Injectable } from '@nestjs/common';
import { OwedMails, TRANSACTIONS } from '@shop/platform';
import type { Transactions } from '../db/database';
import type { MailKind } from './mail-requests.schema';

/** The mails orders owes its customers, in `mail_requests` (one per order and kind). */
@Injectable()
export class MailRequestsRepository extends OwedMails<MailKind> {
  constructor(@Inject(TRANSACTIONS) tx: Transactions) {
    super(tx, { table: 'mail_requests', subject: 'order_id' });
  }
}
