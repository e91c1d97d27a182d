import { subgraphUrl } from '@shop/config';
import type { AuthUser } from './tokens';

/** How long a process waits for identity's answer before giving up on a token check (decision 0106). */
export const AUTHORITY_TIMEOUT_MS = 700;

/** The path identity answers a token's current minimum session version on (`GET`, with the token). */
export const SESSION_VERSION_PATH = '/session-version';

/**
 * Where a token verifier asks when Redis cannot vouch for a user's session version: the owner of
 * the version, identity's table. `Infinity` when no token of the user is valid any more (locked
 * or deleted account). Throws when it cannot answer.
 */
export interface SessionAuthority {
  minimumVersion(user: AuthUser, token: string): Promise<number>;
}

/** identity's answer on SESSION_VERSION_PATH: null when no token of the user is valid. */
export interface SessionVersionAnswer {
  sessionVersion: number | null;
}

/** Asks identity over HTTP (IDENTITY_URL unless given), presenting the token itself as the credential. */
export class IdentitySessionAuthority implements SessionAuthority {
  constructor(private readonly identityUrl?: string) {}

  async minimumVersion(_user: AuthUser, token: string): Promise<number> {
    const res = await fetch(new URL(SESSION_VERSION_PATH, this.identityUrl ?? subgraphUrl('identity')), {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(AUTHORITY_TIMEOUT_MS),
    });
    // A token identity does not accept at all is refused like a revoked one.
    if (res.status === 401) return Infinity;
    if (!res.ok) throw new Error(`identity answered ${res.status}`);
    const { sessionVersion } = (await res.json()) as SessionVersionAnswer;
    return sessionVersion ?? Infinity;
  }
}
