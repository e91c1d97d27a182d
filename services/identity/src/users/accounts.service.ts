import { Inject, Injectable } from '@nestjs/common';
import { IdentityEvents, type Role } from '@shop/contracts';
import { enqueueEvent } from '@shop/messaging';
import { TRANSACTIONS, uniqueViolation } from '@shop/platform';
import { IdentityErrors } from '../common/errors';
import type { Transactions } from '../db/database';
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
    @Inject(TRANSACTIONS) private readonly tx: Transactions,
    private readonly users: UsersRepository,
  ) {}

  /**
   * Creates the account in a transaction (the caller's, when one is open), with `also` (e.g.
   * linking a provider account) in the same transaction; a taken e-mail (in any letter case) is
   * EMAIL_TAKEN (409).
   */
  create(data: AccountData, also?: (user: UserRow) => Promise<void>): Promise<UserRow> {
    return this.tx.transactional(async () => {
      const created = await this.insert(data);
      await also?.(created);
      return created;
    });
  }

  private async insert(data: AccountData): Promise<UserRow> {
    try {
      const user = await this.users.insert({ ...data, role: data.role ?? 'customer' });
      await enqueueEvent(this.tx.current(), IdentityEvents.UserRegistered, {
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
