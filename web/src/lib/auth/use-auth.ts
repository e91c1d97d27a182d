import { useSyncExternalStore } from 'react';
import { authStore } from './auth-store';
import { isStaffRole } from './session.logic';

/** The current session: `user` is null when signed out. */
export function useAuth() {
  const session = useSyncExternalStore(authStore.subscribe, authStore.get);
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
