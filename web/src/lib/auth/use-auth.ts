import { useSyncExternalStore } from 'react';
import { authStore } from './auth-store';
import { isStaffRole, SIGNED_OUT } from './session.logic';

/** The first screen the gateway renders is what a guest sees (entry-server.tsx). */
const signedOut = () => SIGNED_OUT;

/** The current session: `user` is null when signed out. */
export function useAuth() {
  const session = useSyncExternalStore(authStore.subscribe, authStore.get, signedOut);
  return {
    user: session.user,
    token: session.token,
    isAuthenticated: session.user !== null,
    isStaff: isStaffRole(session.user?.role),
    signIn: authStore.signIn,
    setUser: authStore.setUser,
    setToken: authStore.setToken,
  };
}
