import { Inject, Injectable } from '@nestjs/common';
import { IdentityEvents, type Role } from '@shop/contracts';
import { enqueueEvent, type MessageBus } from '@shop/messaging';
import { DB, MESSAGE_BUS, uniqueViolation } from '@shop/platform';
import { IdentityErrors } from '../common/errors';
import type { Database, Transaction } from '../db/database';
import { UsersRepository } from './users.repository';
import type { UserRow } from './users.schema';

export interface AccountData {
  name: string;
  email: string;
  phone?: string | null;
  role?: Role;
  passwordHash: string;
}

/**
 * Creates accounts. The user row and its `identity.UserRegistered` event are written in one
 * transaction (architecture §9), whichever way the account comes to be: registration,
 * external sign-in or demo data.
 */
@Injectable()
export class AccountsService {
  constructor(
    @Inject(DB) private readonly db: Database,
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    private readonly users: UsersRepository,
  ) {}

  /**
   * Creates the account in its own transaction, with `also` (e.g. linking a provider account)
   * in the same transaction; a taken e-mail (in any letter case) is EMAIL_TAKEN (409).
   */
  async create(data: AccountData, also?: (tx: Transaction, user: UserRow) => Promise<void>): Promise<UserRow> {
    const user = await this.db.transaction(async (tx) => {
      const created = await this.createIn(tx, data);
      await also?.(tx, created);
      return created;
    });
    this.bus.nudge();
    return user;
  }

  /** Creates the account inside the caller's transaction (the caller nudges the bus after commit). */
  async createIn(tx: Transaction, data: AccountData): Promise<UserRow> {
    try {
      const user = await this.users.insert({ ...data, role: data.role ?? 'customer' }, tx);
      await enqueueEvent(tx, IdentityEvents.UserRegistered, {
        userId: user.id,
        email: user.email,
        name: user.name,
        role: user.role as Role,
        registeredAt: user.createdAt.toISOString(),
      });
      return user;
    } catch (err) {
      if (uniqueViolation(err, 'users_email_lower_key')) throw IdentityErrors.emailTaken();
      throw err;
    }
  }
}
