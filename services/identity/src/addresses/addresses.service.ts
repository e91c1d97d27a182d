import { Inject, Injectable } from '@nestjs/common';
import { isUuid, TRANSACTIONS } from '@shop/platform';
import { IdentityErrors } from '../common/errors';
import type { Transactions } from '../db/database';
import { currentAccount, type Session } from '../users/current-session';
import { UsersRepository } from '../users/users.repository';
import type { AddressInput } from './address.inputs';
import { MAX_ADDRESSES, isDefaultAfterUpdate, isDefaultForNew, successorOfDeletedDefault } from './address-rules';
import { AddressesRepository, type AddressFields } from './addresses.repository';
import type { AddressRow } from './addresses.schema';

const fieldsOf = (input: AddressInput): AddressFields => ({
  fullName: input.fullName,
  phone: input.phone,
  addressLine: input.addressLine,
  ward: input.ward || null,
  district: input.district || null,
  city: input.city,
});

/**
 * A user's address book. Every change runs in one transaction holding the user's row lock, so
 * concurrent requests of one user cannot break "at most one default" or the cap. An id that is
 * not one of the caller's addresses is 404, whoever it belongs to (architecture §9).
 */
@Injectable()
export class AddressesService {
  constructor(
    @Inject(TRANSACTIONS) private readonly tx: Transactions,
    private readonly users: UsersRepository,
    private readonly addresses: AddressesRepository,
  ) {}

  list(userId: string): Promise<AddressRow[]> {
    return this.addresses.listFor(userId);
  }

  add(session: Session, input: AddressInput): Promise<AddressRow[]> {
    const userId = session.id;
    return this.forUser(session, async () => {
      const existing = await this.addresses.countFor(userId);
      if (existing >= MAX_ADDRESSES) throw IdentityErrors.addressLimit(MAX_ADDRESSES);
      const isDefault = isDefaultForNew(existing, input.isDefault ?? undefined);
      if (isDefault) await this.addresses.clearDefaults(userId, undefined);
      await this.addresses.insert(userId, fieldsOf(input), isDefault);
    });
  }

  update(session: Session, id: string, input: AddressInput): Promise<AddressRow[]> {
    const userId = session.id;
    return this.forUser(session, async () => {
      const current = await this.owned(userId, id);
      const isDefault = isDefaultAfterUpdate(current.isDefault, input.isDefault ?? undefined);
      if (isDefault && !current.isDefault) await this.addresses.clearDefaults(userId, id);
      await this.addresses.update(userId, id, fieldsOf(input), isDefault);
    });
  }

  remove(session: Session, id: string): Promise<AddressRow[]> {
    const userId = session.id;
    return this.forUser(session, async () => {
      const current = await this.owned(userId, id);
      await this.addresses.delete(userId, id);
      if (!current.isDefault) return;
      const next = successorOfDeletedDefault(await this.addresses.listFor(userId));
      if (next) await this.addresses.setDefault(userId, next.id);
    });
  }

  private async owned(userId: string, id: string): Promise<AddressRow> {
    const row = isUuid(id) ? await this.addresses.findOwned(userId, id) : undefined;
    if (!row) throw IdentityErrors.addressNotFound();
    return row;
  }

  /**
   * Runs a change under the user's row lock and answers the address list after it. The lock also
   * makes the session check exact: a locked or signed-out account changes nothing (decision 0421).
   */
  private forUser(session: Session, change: () => Promise<void>): Promise<AddressRow[]> {
    return this.tx.transactional(async () => {
      currentAccount(await this.users.lockById(session.id), session);
      await change();
      return this.addresses.listFor(session.id);
    });
  }
}
