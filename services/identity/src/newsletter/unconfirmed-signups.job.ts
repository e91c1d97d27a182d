import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Housekeeping, deleteInBatches } from '@shop/platform';
import { NewsletterRepository } from './newsletter.repository';

/** Removes sign-ups never confirmed, a day after their link expired (decisions 0420, 0800). */
@Injectable()
export class UnconfirmedSignupsJob implements OnModuleInit {
  static readonly jobName = 'unconfirmed-newsletter-signups';

  constructor(
    private readonly housekeeping: Housekeeping,
    private readonly subscriptions: NewsletterRepository,
  ) {}

  onModuleInit(): void {
    this.housekeeping.register({ name: UnconfirmedSignupsJob.jobName, everyMs: 60 * 60_000, run: () => this.prune() });
  }

  prune(now = Date.now()): Promise<number> {
    const before = new Date(now - 24 * 60 * 60_000);
    return deleteInBatches((n) => this.subscriptions.removeUnconfirmed(before, n));
  }
}
