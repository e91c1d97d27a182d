import { Inject, Injectable } from '@nestjs/common';
import { and, count, eq, ne } from 'drizzle-orm';
import { TRANSACTIONS } from '@shop/platform';
import type { Transactions } from '../db/database';
import { byDisplayOrder } from './address-rules';
import { addresses, type AddressRow } from './addresses.schema';

export interface AddressFields {
  fullName: string;
  phone: string;
  addressLine: string;
  ward?: string | null;
  district?: string | null;
  city: string;
}

@Injectable()
export class AddressesRepository {
  constructor(@Inject(TRANSACTIONS) private readonly tx: Transactions) {}

  /** The user's addresses, default first. */
  async listFor(userId: string): Promise<AddressRow[]> {
    const rows = await this.tx.current().select().from(addresses).where(eq(addresses.userId, userId));
    return rows.sort(byDisplayOrder);
  }

  async countFor(userId: string): Promise<number> {
    const [row] = await this.tx.current().select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
    return row.n;
  }

  /** One of the user's addresses; another user's address is simply not found. */
  async findOwned(userId: string, id: string): Promise<AddressRow | undefined> {
    const [row] = await this.tx
      .current()
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
    return row;
  }

  async insert(userId: string, fields: AddressFields, isDefault: boolean): Promise<AddressRow> {
    const [row] = await this.tx
      .current()
      .insert(addresses)
      .values({ ...fields, userId, isDefault })
      .returning();
    return row;
  }

  async update(userId: string, id: string, fields: AddressFields, isDefault: boolean): Promise<void> {
    await this.tx
      .current()
      .update(addresses)
      .set({ ...fields, isDefault, updatedAt: new Date() })
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  }

  async setDefault(userId: string, id: string): Promise<void> {
    await this.tx
      .current()
      .update(addresses)
      .set({ isDefault: true, updatedAt: new Date() })
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  }

  /** Clears the default flag on every address of the user except `keepId`. */
  async clearDefaults(userId: string, keepId: string | undefined): Promise<void> {
    const mine = eq(addresses.userId, userId);
    await this.tx
      .current()
      .update(addresses)
      .set({ isDefault: false, updatedAt: new Date() })
      .where(and(mine, eq(addresses.isDefault, true), keepId ? ne(addresses.id, keepId) : undefined));
  }

  async delete(userId: string, id: string): Promise<void> {
    await this.tx
      .current()
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  }
}
