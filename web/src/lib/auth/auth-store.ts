import { onOtherTabChange, readJson, readString, removeKeys, writeJson, writeString } from '../storage';
import { AUTH_KEYS, parseSession, SIGNED_OUT, type Session, type SessionUser } from './session.logic';

// The signed-in session, kept in localStorage (product §3) and shared with React through
// useSyncExternalStore. The Apollo link reads the token from here on every request.

const load = (): Session => parseSession(readString(AUTH_KEYS.token), readJson(AUTH_KEYS.user));

let session: Session = load();
/**
 * product §10 /auth/callback stores the token, then loads the user with it: until the user is known
 * the token is held here, not persisted, so a failed callback leaves nothing half-signed-in.
 */
let pendingToken: string | null = null;
const listeners = new Set<() => void>();

function set(next: Session): void {
  session = next;
  if (next.token && next.user) {
    writeString(AUTH_KEYS.token, next.token);
    writeJson(AUTH_KEYS.user, next.user);
    writeString(AUTH_KEYS.isAuthenticated, 'true');
  } else {
    removeKeys(AUTH_KEYS.token, AUTH_KEYS.user, AUTH_KEYS.isAuthenticated);
  }
  for (const listener of listeners) listener();
}

// Signing out in one tab signs out the others (and signing in shows up there too).
onOtherTabChange(Object.values(AUTH_KEYS), () => {
  session = load();
  for (const listener of listeners) listener();
});

export const authStore = {
  get: (): Session => session,
  /** The token for API calls; during an external sign-in, the one being signed in with. */
  token: (): string | null => pendingToken ?? session.token,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  signIn(token: string, user: SessionUser): void {
    pendingToken = null;
    set({ token, user });
  },
  /** Keeps the token, replaces the user (after a profile update). */
  setUser(user: SessionUser): void {
    if (session.token) set({ token: session.token, user });
  },
  /** Replaces the token (a password change issues a new one and revokes the old). */
  setToken(token: string): void {
    if (session.user) set({ token, user: session.user });
  },
  /** Holds a token from the external sign-in until its user is loaded (then `signIn`). */
  beginSignIn(token: string): void {
    pendingToken = token;
  },
  cancelSignIn(): void {
    pendingToken = null;
  },
  signOut(): void {
    pendingToken = null;
    set(SIGNED_OUT);
  },
};
