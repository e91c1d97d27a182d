import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Housekeeping, deleteInBatches } from '@shop/platform';
import { ImagesRepository } from './images.repository';

/** An upload that no product claimed within a day was abandoned (a closed form, a test upload). */
export const UNCLAIMED_UPLOAD_TTL_MS = 24 * 60 * 60_000;

/** Removes abandoned uploads hourly (decisions 0202, 0420). Images a product once had are kept. */
@Injectable()
export class StaleUploadsJob implements OnModuleInit {
  static readonly jobName = 'stale-uploads';

  constructor(
    private readonly housekeeping: Housekeeping,
    private readonly images: ImagesRepository,
  ) {}

  onModuleInit(): void {
    this.housekeeping.register({ name: StaleUploadsJob.jobName, everyMs: 60 * 60_000, run: () => this.prune() });
  }

  /** Images are up to 5 MB each: small batches keep each statement short. */
  prune(now = Date.now()): Promise<number> {
    const before = new Date(now - UNCLAIMED_UPLOAD_TTL_MS);
    return deleteInBatches((n) => this.images.removeStaleUploads(before, n), 100);
  }
}
