import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Pool } from 'pg';
import { envInt } from '@shop/config';
import { deleteProcessedInboxBatch, deletePublishedOutboxBatch } from '@shop/messaging';
import { DAY_MS, Housekeeping, deleteInBatches } from './housekeeping';
import { PG_POOL } from './tokens';

/**
 * Every service prunes its own outbox and inbox, hourly (decision 0420): published events after
 * `OUTBOX_RETENTION_DAYS` (7), applied event ids after `INBOX_RETENTION_DAYS` (30, longer than a
 * dead letter is expected to wait for a replay by hand).
 */
@Injectable()
export class MessageRetentionJob implements OnModuleInit {
  static readonly jobName = 'message-retention';
  readonly outboxDays = envInt('OUTBOX_RETENTION_DAYS', 7);
  readonly inboxDays = envInt('INBOX_RETENTION_DAYS', 30);

  constructor(
    private readonly housekeeping: Housekeeping,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  onModuleInit(): void {
    this.housekeeping.register({ name: MessageRetentionJob.jobName, everyMs: 60 * 60_000, run: () => this.prune() });
  }

  async prune(now = Date.now()): Promise<number> {
    const outboxBefore = new Date(now - this.outboxDays * DAY_MS);
    const inboxBefore = new Date(now - this.inboxDays * DAY_MS);
    const outbox = await deleteInBatches((n) => deletePublishedOutboxBatch(this.pool, outboxBefore, n));
    const inbox = await deleteInBatches((n) => deleteProcessedInboxBatch(this.pool, inboxBefore, n));
    return outbox + inbox;
  }
}
