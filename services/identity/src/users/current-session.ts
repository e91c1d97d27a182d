import type { AuthUser } from '@shop/auth';
import { IdentityErrors } from '../common/errors';
import type { UserRow } from './users.schema';

/** Who a token says the caller is: the account and the session version it was issued under. */
export type Session = Pick<AuthUser, 'id' | 'sessionVersion'>;

/**
 * The caller's account, if the token still speaks for it; otherwise 401. identity owns the row,
 * so it does not rely on Redis alone (decision 0421): a deleted or locked account, or one whose
 * sessions were revoked after this token was issued (password, role, lock), is signed out here
 * even if the revocation has not reached Redis yet.
 */
export function currentAccount(row: UserRow | undefined, session: Session): UserRow {
  if (!row || !row.isActive || row.sessionVersion > session.sessionVersion) throw IdentityErrors.sessionGone();
  return row;
}
