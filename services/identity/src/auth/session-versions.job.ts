import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Housekeeping } from '@shop/platform';
import { SessionRevocations } from './session-revocations';

/**
 * Every ten minutes all raised session versions are written to Redis again (decision 0421): a
 * Redis that restarted without its data would otherwise accept revoked tokens at the other
 * services until identity's next start. The listener covers changes; this covers lost state.
 */
@Injectable()
export class SessionVersionsJob implements OnModuleInit {
  static readonly jobName = 'session-versions';

  constructor(
    private readonly housekeeping: Housekeeping,
    private readonly revocations: SessionRevocations,
  ) {}

  onModuleInit(): void {
    this.housekeeping.register({ name: SessionVersionsJob.jobName, everyMs: 10 * 60_000, run: () => this.revocations.publishAll() });
  }
}
