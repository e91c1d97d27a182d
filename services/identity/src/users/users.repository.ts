import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, gt, like, lte, sql } from 'drizzle-orm';
import { containsPattern, fold, FOLD_TRANSLATE, TRANSACTIONS } from '@shop/platform';
import type { Transactions } from '../db/database';
import { externalIdentities, users, type UserRow } from './users.schema';

export interface NewUser {
  name: string;
  email: string;
  phone?: string | null;
  role?: 'customer' | 'admin' | 'seller';
  passwordHash: string;
}

/**
 * Name, e-mail and phone folded as the search text is (accents dropped, lower case), computed in the
 * query: 'hong nhung' finds 'Hồng Nhung' as the staff order search does (decision 0201's fold).
 */
const FOLDED_ACCOUNT = sql`lower(translate(normalize(${users.name} || ' ' || ${users.email} || ' ' || coalesce(${users.phone}, ''), NFC), ${FOLD_TRANSLATE.from}, ${FOLD_TRANSLATE.to}))`;

@Injectable()
export class UsersRepository {
  constructor(@Inject(TRANSACTIONS) private readonly tx: Transactions) {}

  async insert(user: NewUser): Promise<UserRow> {
    const [row] = await this.tx
      .current()
      .insert(users)
      .values({ ...user, email: user.email.toLowerCase() })
      .returning();
    return row;
  }

  async findById(id: string): Promise<UserRow | undefined> {
    const [row] = await this.tx.current().select().from(users).where(eq(users.id, id));
    return row;
  }

  /** Locks the user's row for the rest of the transaction (serialises changes to one account). */
  async lockById(id: string): Promise<UserRow | undefined> {
    const [row] = await this.tx.current().select().from(users).where(eq(users.id, id)).for('update');
    return row;
  }

  async findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.tx
      .current()
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
    return row;
  }

  async updateProfile(id: string, changes: { name?: string; phone?: string }): Promise<UserRow | undefined> {
    const [row] = await this.tx
      .current()
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return row;
  }

  /** Sets a new password hash and raises the session version; returns the new version. */
  async setPassword(id: string, passwordHash: string): Promise<number> {
    const [row] = await this.tx
      .current()
      .update(users)
      .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning({ sessionVersion: users.sessionVersion });
    return row.sessionVersion;
  }

  /**
   * setPassword on behalf of a signed-in session: only while the account is active and the
   * session not revoked, checked by the UPDATE itself (it waits for, then sees, a lock being
   * committed at the same moment). Undefined when the session no longer counts.
   */
  async setPasswordForSession(session: { id: string; sessionVersion: number }, passwordHash: string): Promise<number | undefined> {
    const [row] = await this.tx
      .current()
      .update(users)
      .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date() })
      .where(and(eq(users.id, session.id), eq(users.isActive, true), lte(users.sessionVersion, session.sessionVersion)))
      .returning({ sessionVersion: users.sessionVersion });
    return row?.sessionVersion;
  }

  async count(): Promise<number> {
    const [row] = await this.tx.current().select({ n: count() }).from(users);
    return row.n;
  }

  /** One page of users, newest first; with a search, each of its words (accents ignored) is in the name, e-mail or phone. */
  async page(opts: { offset: number; limit: number; search?: string }): Promise<{ rows: UserRow[]; total: number }> {
    const words = fold(opts.search ?? '')
      .split(' ')
      .filter(Boolean)
      .slice(0, 8);
    const where = words.length ? and(...words.map((w) => like(FOLDED_ACCOUNT, containsPattern(w)))) : undefined;
    const [rows, [{ total }]] = await Promise.all([
      this.tx.current().select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(opts.limit).offset(opts.offset),
      this.tx.current().select({ total: count() }).from(users).where(where),
    ]);
    return { rows, total };
  }

  /** Customer accounts (no staff) whose name, e-mail or phone hold every word of the search, newest first. */
  async customersMatching(search: string, limit: number): Promise<UserRow[]> {
    const words = fold(search).split(' ').filter(Boolean).slice(0, 8);
    if (!words.length) return [];
    return this.tx
      .current()
      .select()
      .from(users)
      .where(and(eq(users.role, 'customer'), ...words.map((w) => like(FOLDED_ACCOUNT, containsPattern(w)))))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(limit);
  }

  /** A page of the users whose session version was ever raised, by id (to re-publish them into Redis). */
  async sessionVersions(afterId: string | undefined, limit: number): Promise<{ id: string; sessionVersion: number }[]> {
    return this.tx
      .current()
      .select({ id: users.id, sessionVersion: users.sessionVersion })
      .from(users)
      .where(and(gt(users.sessionVersion, 0), afterId ? gt(users.id, afterId) : undefined))
      .orderBy(asc(users.id))
      .limit(limit);
  }

  async findByExternalIdentity(issuer: string, subject: string): Promise<UserRow | undefined> {
    const [row] = await this.tx
      .current()
      .select({ user: users })
      .from(externalIdentities)
      .innerJoin(users, eq(users.id, externalIdentities.userId))
      .where(and(eq(externalIdentities.issuer, issuer), eq(externalIdentities.subject, subject)));
    return row?.user;
  }

  async linkExternalIdentity(link: { issuer: string; subject: string; userId: string; email: string }): Promise<void> {
    await this.tx.current().insert(externalIdentities).values(link).onConflictDoNothing();
  }
}
