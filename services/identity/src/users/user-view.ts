import type { AuthUser } from '@shop/auth';
import type { Role } from '@shop/contracts';
import type { AddressRow } from '../addresses/addresses.schema';
import type { AddressModel } from '../addresses/address.model';
import type { UserModel } from './user.model';
import type { UserRow } from './users.schema';

/** What the API shows of a user: never the password hash or the session version. */
export function toUserView(row: UserRow, addresses?: AddressRow[]): UserModel {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    isActive: row.isActive,
    createdAt: row.createdAt,
    ...(addresses ? { addresses: addresses.map(toAddressView) } : {}),
  };
}

export function toAddressView(row: AddressRow): AddressModel {
  return {
    id: row.id,
    fullName: row.fullName,
    phone: row.phone,
    addressLine: row.addressLine,
    ward: row.ward,
    district: row.district,
    city: row.city,
    isDefault: row.isDefault,
  };
}

/** The claims a token carries for this user. */
export function toAuthUser(row: UserRow): AuthUser {
  return { id: row.id, role: row.role as Role, email: row.email, name: row.name, sessionVersion: row.sessionVersion };
}
