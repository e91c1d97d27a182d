import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Housekeeping, deleteInBatches } from '@shop/platform';
import { PasswordResetsRepository } from './password-resets.repository';

/** How long a used, retired or expired temporary password is kept (for a support question the next day). */
export const RETIRED_RESET_RETENTION_MS = 24 * 60 * 60_000;

/** Removes retired temporary passwords hourly (decisions 0102, 0420). */
@Injectable()
export class RetiredResetsJob implements OnModuleInit {
  static readonly jobName = 'retired-temporary-passwords';

  constructor(
    private readonly housekeeping: Housekeeping,
    private readonly resets: PasswordResetsRepository,
  ) {}

  onModuleInit(): void {
    this.housekeeping.register({ name: RetiredResetsJob.jobName, everyMs: 60 * 60_000, run: () => this.prune() });
  }

  prune(now = Date.now()): Promise<number> {
    const before = new Date(now - RETIRED_RESET_RETENTION_MS);
    return deleteInBatches((n) => this.resets.removeRetired(before, n));
  }
}
