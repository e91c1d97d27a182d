export { authStore } from './auth-store';
export { useAuth } from './use-auth';
export { useLogout } from './use-logout';
export { homePathFor, isStaffRole, pathAfterSignIn, safeReturnPath, type SessionUser } from './session.logic';
