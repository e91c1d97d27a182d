import type { OnModuleInit } from '@nestjs/common';
import { envInt } from '@shop/config';
import { DAY_MS, deleteInBatches, type Housekeeping } from '../housekeeping';
import type { OwedMails } from './owed-mails';

/**
 * Forgets mails sent more than MAIL_RETENTION_DAYS (30) ago, hourly, as every service prunes its
 * outbox (decision 0420): one row per subject and kind would otherwise grow for ever. Mails still
 * owed are never touched, nor those given up on (kept with their error). A service's provider
 * extends it with its `OwedMails`.
 */
export class OwedMailRetention implements OnModuleInit {
  static readonly jobName = 'mail-retention';
  readonly days = envInt('MAIL_RETENTION_DAYS', 30);

  constructor(
    private readonly housekeeping: Housekeeping,
    private readonly mails: OwedMails,
  ) {}

  onModuleInit(): void {
    this.housekeeping.register({ name: OwedMailRetention.jobName, everyMs: 60 * 60_000, run: () => this.prune() });
  }

  prune(now = Date.now()): Promise<number> {
    const before = new Date(now - this.days * DAY_MS);
    return deleteInBatches((n) => this.mails.deleteSentBefore(before, n));
  }
}
