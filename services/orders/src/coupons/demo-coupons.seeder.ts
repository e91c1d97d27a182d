import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import type { Logger } from '@shop/config';
import { DB, LOGGER } from '@shop/platform';
import type { Database } from '../db/database';
import { coupons } from './coupons.schema';
import { demoCoupons } from './demo-coupons';

/** Demo coupons on an empty coupons table (SEED_DEMO_DATA=true); an advisory lock keeps two replicas from seeding twice. */
@Injectable()
export class DemoCouponsSeeder {
  constructor(
    @Inject(DB) private readonly db: Database,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async seedIfEmpty(now = new Date()): Promise<boolean> {
    const seeded = await this.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('orders:demo-coupons'))`);
      const [{ count }] = await tx.select({ count: sql<number>`count(*)::int` }).from(coupons);
      if (count > 0) return [];
      return tx.insert(coupons).values(demoCoupons(now)).returning({ code: coupons.code });
    });
    for (const c of seeded) this.logger.info({ code: c.code }, `demo coupon: ${c.code}`);
    return seeded.length > 0;
  }
}
