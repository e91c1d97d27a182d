import { Inject } from '@nestjs/common';
import { Field, Int, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { sql } from 'drizzle-orm';
import { Permitted } from '@shop/auth';
import { DB } from '@shop/platform';
import type { Database } from '../db/database';

/** product §3 dashboard stats, identity's side (decision 0520). */
@ObjectType('CustomerStats')
export class CustomerStatsModel {
  @Field(() => Int, { description: 'accounts with role customer, locked ones included' }) totalCustomers: number;
}

@Resolver()
export class CustomerStatsResolver {
  constructor(@Inject(DB) private readonly db: Database) {}

  @Query(() => CustomerStatsModel, { description: 'staff: how many customer accounts the shop has' })
  @Permitted('dashboard')
  async customerStats(): Promise<CustomerStatsModel> {
    const { rows } = await this.db.execute<{ n: string }>(sql`SELECT COUNT(*) AS n FROM users WHERE role = 'customer'`);
    return { totalCustomers: Number(rows[0].n) };
  }
}
