import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../lib/apollo/errors';
import { useCart } from '../../../lib/cart';
import { toast } from '../../../lib/toast';
import { BUY_AGAIN } from './orders.documents';

/**
 * Buy again on a delivered order: the server puts the lines still on sale into the cart at
 * today's prices; the customer is told which could not be added, then sees /cart.
 */
export function useBuyAgain() {
  const [buyAgain, { loading }] = useMutation(BUY_AGAIN);
  const { refresh } = useCart();
  const navigate = useNavigate();
  const run = async (orderId: string) => {
    try {
      const { data } = await buyAgain({ variables: { orderId } });
      if (!data) throw new Error('no data');
      const { added, skipped } = data.buyAgain;
      await refresh();
      if (added > 0) toast.success(`Đã thêm ${added} sản phẩm vào giỏ hàng`);
      if (skipped.length > 0) toast.warning(`Không thể thêm: ${skipped.map((s) => `${s.name} (${s.reason})`).join('; ')}`);
      if (added > 0) navigate('/cart');
    } catch (error) {
      toast.error(errorMessage(error, 'Không thể mua lại đơn hàng'));
    }
  };
  return { buyAgain: run, loading };
}
