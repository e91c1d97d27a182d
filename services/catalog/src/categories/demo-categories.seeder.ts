import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Logger } from '@shop/config';
import { DB, LOGGER } from '@shop/platform';
import type * as schema from '../db/schema';
import { CategoriesRepository } from './categories.repository';
import { slugify } from './slug';

const DEMO_CATEGORIES = [
  { name: 'Túi tote', description: 'Túi vải canvas in họa tiết Việt, rộng rãi cho mọi ngày.' },
  { name: 'Balo', description: 'Balo đi học, đi làm và du lịch, bền chắc và nhẹ.' },
  { name: 'Túi đeo chéo', description: 'Gọn nhẹ, tiện lợi khi dạo phố.' },
  { name: 'Ví', description: 'Ví da và ví vải thủ công.' },
  { name: 'Quà lưu niệm', description: 'Món quà mang đậm bản sắc Việt Nam.' },
  { name: 'Phụ kiện', description: 'Móc khóa, dây đeo và phụ kiện đi kèm.' },
];

/** Demo categories on an empty catalog (SEED_DEMO_DATA=true, decision 0003). */
@Injectable()
export class DemoCategoriesSeeder {
  constructor(
    @Inject(DB) private readonly db: NodePgDatabase<typeof schema>,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly categories: CategoriesRepository,
  ) {}

  async seedIfEmpty(): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('catalog:demo-data'))`);
      if ((await this.categories.count(tx)) > 0) return;
      await this.categories.insertMany(
        DEMO_CATEGORIES.map((c) => ({ ...c, slug: slugify(c.name) })),
        tx,
      );
      this.logger.info({ categories: DEMO_CATEGORIES.length }, 'demo categories seeded');
    });
  }
}
