import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../lib/apollo/errors';
import { useAuth } from '../../../lib/auth';
import { useCart, type CartVariant } from '../../../lib/cart';
import { toast } from '../../../lib/toast';
import type { ProductDetail } from '../api/catalog.types';
import { cartProductOf } from './use-add-to-cart';

/** Login, then back to checkout (LoginPage honours `?redirect=`, product §6.1 "Checkout"). */
export const SIGN_IN_FOR_CHECKOUT = `/login?redirect=${encodeURIComponent('/checkout')}`;

/**
 * "Mua ngay" (docs/decisions/0640): the chosen line becomes the only selected line of
 * the cart (the other lines stay, unselected) and checkout opens on it. A signed-in shopper goes
 * to /checkout once the server cart holds that selection (so a reload shows the same); a guest
 * signs in first and comes back to /checkout, the sign-in finishing the selection on the server.
 */
export function useBuyNow() {
  const { buyNow } = useCart();
  const { isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const start = async (product: ProductDetail, variant: CartVariant | undefined, quantity: number) => {
    if (busy) return;
    if (!isAuthenticated) {
      await buyNow(cartProductOf(product), variant, quantity);
      toast.info('Vui lòng đăng nhập để thanh toán');
      navigate(SIGN_IN_FOR_CHECKOUT);
      return;
    }
    setBusy(true);
    try {
      await buyNow(cartProductOf(product), variant, quantity);
      navigate('/checkout');
    } catch (error) {
      toast.error(errorMessage(error, 'Không thể mua ngay sản phẩm này'));
      setBusy(false);
    }
  };
  return { buyNow: start, busy };
}
