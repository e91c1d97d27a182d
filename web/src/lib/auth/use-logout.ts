import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { cartStore } from '../cart/cart-store';
import { authStore } from './auth-store';

/** product §10: logout removes the credentials and the local cart, then goes to /. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    // Leave the page first, so a login-only page is not redirected to /login on the way out.
    navigate('/', { replace: true });
    authStore.signOut();
    cartStore.clearLocal();
  }, [navigate]);
}
