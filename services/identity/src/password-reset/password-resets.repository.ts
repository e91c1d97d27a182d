import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { TRANSACTIONS } from '@shop/platform';
import type { Transactions } from '../db/database';
import { passwordResets } from './password-resets.schema';

export type PasswordResetRow = typeof passwordResets.$inferSelect;

@Injectable()
export class PasswordResetsRepository {
  constructor(@Inject(TRANSACTIONS) private readonly tx: Transactions) {}

  /** Retires the user's open temporary passwords and stores a new one (only its hash). */
  async replace(userId: string, codeHash: string, expiresAt: Date): Promise<void> {
    await this.tx.transactional(async () => {
      await this.tx
        .current()
        .update(passwordResets)
        .set({ usedAt: sql`now()` })
        .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
      await this.tx.current().insert(passwordResets).values({ userId, codeHash, expiresAt });
    });
  }

  /** The user's newest temporary password that is neither used nor expired. */
  async findOpen(userId: string): Promise<PasswordResetRow | undefined> {
    const [row] = await this.tx
      .current()
      .select()
      .from(passwordResets)
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`)))
      .orderBy(desc(passwordResets.createdAt))
      .limit(1);
    return row;
  }

  /**
   * Removes up to `limit` temporary passwords that were used, retired by a newer one, or expired
   * before `before`: they can never be claimed again, and each is an argon2 hash worth guessing.
   */
  async removeRetired(before: Date, limit: number): Promise<number> {
    const { rowCount } = await this.tx.current().execute(sql`
      DELETE FROM password_resets WHERE id IN (
        SELECT id FROM password_resets WHERE used_at < ${before} OR expires_at < ${before} LIMIT ${limit})`);
    return rowCount ?? 0;
  }

  /** Marks it used unless it already is (or has expired); false when someone was first. */
  async claim(id: string): Promise<boolean> {
    const rows = await this.tx
      .current()
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.id, id), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`)))
      .returning({ id: passwordResets.id });
    return rows.length === 1;
  }
}
