// What "signed in" means locally (product §3, §10 Authentication): a token and a user stored in
// localStorage. Pure parsing, so node:test can check it (web/tsconfig.test.json).

export const AUTH_KEYS = { token: 'token', user: 'user', isAuthenticated: 'isAuthenticated' } as const;

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  phone?: string | null;
  role: string;
}

export interface Session {
  token: string | null;
  user: SessionUser | null;
}

export const SIGNED_OUT: Session = { token: null, user: null };

/**
 * A stored user, accepted only when it has what the app relies on. GraphQL names the id `id`; the
 * REST facade names it `_id` (product §3), and either may have been stored.
 */
export function parseSessionUser(value: unknown): SessionUser | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const id = typeof v.id === 'string' ? v.id : typeof v._id === 'string' ? v._id : null;
  if (!id || typeof v.name !== 'string' || typeof v.email !== 'string' || typeof v.role !== 'string') return null;
  return { id, name: v.name, email: v.email, phone: typeof v.phone === 'string' ? v.phone : null, role: v.role };
}

/** Both parts or neither: a token without a user (or the reverse) is not a session. */
export function parseSession(token: string | null, user: unknown): Session {
  const parsed = parseSessionUser(user);
  return token && parsed ? { token, user: parsed } : SIGNED_OUT;
}

export const isStaffRole = (role: string | null | undefined): boolean => role === 'admin' || role === 'seller';

/** product §10: after login admin or seller go to /admin, others to /. */
export const homePathFor = (user: Pick<SessionUser, 'role'> | null): string => (isStaffRole(user?.role) ? '/admin' : '/');

/** Where to go back to after signing in (`?redirect=/checkout`): local paths only, never "//host" or a URL. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/** After signing in: staff to /admin; others back to where they came from, else /. */
export const pathAfterSignIn = (user: Pick<SessionUser, 'role'>, redirect: string | null | undefined): string =>
  isStaffRole(user.role) ? '/admin' : (safeReturnPath(redirect) ?? '/');
