import { Inject, Injectable } from '@nestjs/common';
import { isUuid, TRANSACTIONS } from '@shop/platform';
import { AddressesRepository } from '../addresses/addresses.repository';
import { IdentityErrors } from '../common/errors';
import type { Transactions } from '../db/database';
import { currentAccount, type Session } from './current-session';
import type { UpdateProfileInput } from './users.inputs';
import type { UserModel, UserPageModel } from './user.model';
import { toUserView } from './user-view';
import { UsersRepository } from './users.repository';

export const CUSTOMERS_PAGE_SIZE = 20; // product §14: customers 20 per page
const MAX_PAGE_SIZE = 100;

/** Profiles and the staff customer list. */
@Injectable()
export class UsersService {
  constructor(
    @Inject(TRANSACTIONS) private readonly tx: Transactions,
    private readonly users: UsersRepository,
    private readonly addresses: AddressesRepository,
  ) {}

  /** The signed-in user with their addresses; an account deleted, locked or signed out since the token was issued is 401. */
  async me(session: Session): Promise<UserModel> {
    const [user, addresses] = await Promise.all([this.users.findById(session.id), this.addresses.listFor(session.id)]);
    return toUserView(currentAccount(user, session), addresses);
  }

  /** Name and phone only; the e-mail cannot be changed here (product §11: read-only). */
  async updateProfile(session: Session, input: UpdateProfileInput): Promise<UserModel> {
    const changes: { name?: string; phone?: string } = {};
    if (input.name != null) changes.name = input.name;
    if (input.phone != null) changes.phone = input.phone;
    // Checked under the row lock, so a lock committed a moment earlier is seen.
    const user = await this.tx.transactional(async () => {
      currentAccount(await this.users.lockById(session.id), session);
      return Object.keys(changes).length ? this.users.updateProfile(session.id, changes) : this.users.findById(session.id);
    });
    if (!user) throw IdentityErrors.sessionGone();
    return toUserView(user, await this.addresses.listFor(session.id));
  }

  /** Staff list of accounts, newest first; `search` matches name, e-mail or phone. */
  async list(page = 1, limit = CUSTOMERS_PAGE_SIZE, search?: string | null): Promise<UserPageModel> {
    const safePage = Number.isInteger(page) && page >= 1 ? Math.min(page, 1_000_000) : 1;
    const safeLimit = Number.isInteger(limit) && limit >= 1 ? Math.min(limit, MAX_PAGE_SIZE) : CUSTOMERS_PAGE_SIZE;
    const text = search?.trim().slice(0, 100) || undefined;
    const { rows, total } = await this.users.page({ offset: (safePage - 1) * safeLimit, limit: safeLimit, search: text });
    return {
      users: rows.map((r) => toUserView(r)),
      pagination: { page: safePage, limit: safeLimit, pages: Math.max(1, Math.ceil(total / safeLimit)), total },
    };
  }

  async byId(id: string): Promise<UserModel | null> {
    const user = isUuid(id) ? await this.users.findById(id) : undefined;
    return user ? toUserView(user) : null;
  }
}
