import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { TRANSACTIONS } from '@shop/platform';
import type { Transactions } from '../db/database';
import { customers } from './customers.schema';

export type CustomerRow = typeof customers.$inferSelect;

/** orders' copy of identity's accounts (`identity.UserRegistered`). */
@Injectable()
export class CustomersRepository {
  constructor(@Inject(TRANSACTIONS) private readonly tx: Transactions) {}

  async byId(id: string): Promise<CustomerRow | undefined> {
    const [row] = await this.tx.current().select().from(customers).where(eq(customers.id, id));
    return row;
  }
}
