import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, eq, not, sql } from 'drizzle-orm';
import { TRANSACTIONS } from '@shop/platform';
import type { Transactions } from '../db/database';
import { cartItems, cartMerges, type CartItemRow } from './cart.schema';

export interface CartLine {
  productId: string;
  /** '' for a product without variants */
  variantId: string;
  quantity: number;
  selected?: boolean;
}

@Injectable()
export class CartRepository {
  constructor(@Inject(TRANSACTIONS) private readonly tx: Transactions) {}

  items(userId: string): Promise<CartItemRow[]> {
    return this.tx.current().select().from(cartItems).where(eq(cartItems.userId, userId)).orderBy(asc(cartItems.addedAt), asc(cartItems.productId));
  }

  async item(userId: string, productId: string, variantId: string): Promise<CartItemRow | undefined> {
    const [row] = await this.tx
      .current()
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId), eq(cartItems.variantId, variantId)));
    return row;
  }

  async lineCount(userId: string): Promise<number> {
    const [row] = await this.tx.current().select({ n: count() }).from(cartItems).where(eq(cartItems.userId, userId));
    return row.n;
  }

  /**
   * Adds `line.quantity` to the line (same product and variant add up, product §5), in one statement,
   * but only while the sum stays within `limit`. Answers the new quantity, or undefined if refused.
   */
  async addUpTo(userId: string, line: CartLine, limit: number): Promise<number | undefined> {
    const [row] = await this.tx
      .current()
      .insert(cartItems)
      .values({ userId, productId: line.productId, variantId: line.variantId, quantity: line.quantity, selected: line.selected ?? true })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.productId, cartItems.variantId],
        set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, selected: sql`excluded.selected` },
        setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${limit}`,
      })
      .returning({ quantity: cartItems.quantity });
    if (!row || row.quantity > limit) return undefined;
    return row.quantity;
  }

  /** Adds up to `limit` at most (the merge and buy-again clamp rather than refuse). */
  async addClamped(userId: string, line: CartLine, limit: number): Promise<void> {
    await this.tx
      .current()
      .insert(cartItems)
      .values({ userId, productId: line.productId, variantId: line.variantId, quantity: Math.min(line.quantity, limit), selected: line.selected ?? true })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.productId, cartItems.variantId],
        set: { quantity: sql`least(${cartItems.quantity} + excluded.quantity, ${limit})` },
      });
  }

  /**
   * Buy now: the line holds at least `line.quantity` (never less than it already held, at most
   * `limit`) and is the only selected line of the cart. Call inside a transaction.
   */
  async selectOnlyCovering(userId: string, line: CartLine, limit: number): Promise<void> {
    await this.tx
      .current()
      .insert(cartItems)
      .values({ userId, productId: line.productId, variantId: line.variantId, quantity: Math.min(line.quantity, limit), selected: true })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.productId, cartItems.variantId],
        set: { quantity: sql`least(greatest(${cartItems.quantity}, excluded.quantity), ${limit})`, selected: true },
      });
    await this.tx
      .current()
      .update(cartItems)
      .set({ selected: false })
      .where(
        and(
          eq(cartItems.userId, userId),
          eq(cartItems.selected, true),
          not(and(eq(cartItems.productId, line.productId), eq(cartItems.variantId, line.variantId))!),
        ),
      );
  }

  async update(userId: string, productId: string, variantId: string, patch: { quantity?: number; selected?: boolean }): Promise<boolean> {
    if (patch.quantity === undefined && patch.selected === undefined) return (await this.item(userId, productId, variantId)) !== undefined;
    const rows = await this.tx
      .current()
      .update(cartItems)
      .set(patch)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId), eq(cartItems.variantId, variantId)))
      .returning({ productId: cartItems.productId });
    return rows.length > 0;
  }

  async remove(userId: string, productId: string, variantId: string): Promise<void> {
    await this.tx
      .current()
      .delete(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId), eq(cartItems.variantId, variantId)));
  }

  async clear(userId: string): Promise<void> {
    await this.tx.current().delete(cartItems).where(eq(cartItems.userId, userId));
  }

  /** Takes a merge key; false when it was taken before (the merge already happened). */
  async claimMerge(userId: string, mergeId: string): Promise<boolean> {
    const rows = await this.tx.current().insert(cartMerges).values({ userId, mergeId }).onConflictDoNothing().returning({ mergeId: cartMerges.mergeId });
    return rows.length > 0;
  }
}
