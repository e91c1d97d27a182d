import { Injectable } from '@nestjs/common';
import { Housekeeping, OwedMailRetention } from '@shop/platform';
import { MailRequestsRepository } from './mail-requests.repository';

/** Forgets order mails sent more than MAIL_RETENTION_DAYS (30) ago (the platform's `OwedMailRetention`). */
@Injectable()
export class MailRetentionJob extends OwedMailRetention {
  constructor(housekeeping: Housekeeping, mails: MailRequestsRepository) {
    super(housekeeping, mails);
  }
}
