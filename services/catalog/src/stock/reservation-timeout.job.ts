import { Injectable, type OnModuleInit } from '@nestjs/common';
import { envInt } from '@shop/config';
import { Housekeeping, deleteInBatches } from '@shop/platform';
import { ReservationsService } from './reservations.service';

/**
 * Gives back stock whose order never appeared (architecture §7): a
 * reservation still `reserved` RESERVATION_TIMEOUT_SECONDS (600) after it was made. Confirmed
 * reservations are never touched. Runs every minute, or sooner for a short timeout (tests).
 */
@Injectable()
export class ReservationTimeoutJob implements OnModuleInit {
  static readonly jobName = 'reservation-timeout';
  readonly timeoutMs = envInt('RESERVATION_TIMEOUT_SECONDS', 600) * 1000;

  constructor(
    private readonly housekeeping: Housekeeping,
    private readonly reservations: ReservationsService,
  ) {}

  onModuleInit(): void {
    this.housekeeping.register({ name: ReservationTimeoutJob.jobName, everyMs: Math.min(60_000, Math.max(1000, this.timeoutMs / 2)), run: () => this.sweep() });
  }

  sweep(now = Date.now()): Promise<number> {
    const before = new Date(now - this.timeoutMs);
    return deleteInBatches((n) => this.reservations.releaseExpired(before, n), 100);
  }
}
