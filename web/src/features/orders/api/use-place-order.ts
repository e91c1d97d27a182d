import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../lib/apollo/errors';
import { useCart } from '../../../lib/cart';
import type { PlaceOrderInput } from '../../../lib/graphql/generated';
import { randomId } from '../../../lib/random-id';
import { PAYMENT_DATA_KEY } from '../../../lib/payment-data';
import { writeSession } from '../../../lib/session-storage';
import { toast } from '../../../lib/toast';
import { isRefusalStatus, keyAfterFailure } from '../lib/checkout.logic';
import { PLACE_ORDER } from './orders.documents';

/** The server refused on purpose (4xx in the error's extensions): nothing was created. */
const isRefusal = (error: unknown): boolean => CombinedGraphQLErrors.is(error) && isRefusalStatus(error.errors[0]?.extensions?.status);

/**
 * Places the order (product §6.1 "Checkout result"): COD goes to /order-success/{id}, a QR order
 * leaves its paymentData in sessionStorage and goes to /payment/qr/{id}. One Idempotency-Key per
 * attempt (docs/decisions/0630): a retry of an unanswered attempt sends it again.
 */
export function usePlaceOrder() {
  const navigate = useNavigate();
  const { refresh } = useCart();
  const [placeOrder, { loading }] = useMutation(PLACE_ORDER);
  const idempotencyKey = useRef(randomId());

  /** `onPlaced` runs once the order exists, before the next page opens. */
  const place = async (input: PlaceOrderInput, onPlaced?: () => Promise<void>) => {
    const key = idempotencyKey.current;
    try {
      const { data } = await placeOrder({
        variables: { input, idempotencyKey: key },
        context: { headers: { 'Idempotency-Key': key } },
      });
      if (!data) throw new Error('no data');
      const { order, paymentData } = data.placeOrder;
      await onPlaced?.();
      // At the bottom: the next page (QR or success) starts with the order number and the amount.
      toast.success('Đặt hàng thành công!', { placement: 'bottom' });
      // The ordered lines have left the server cart.
      void refresh();
      if (order.paymentMethod === 'qr_payment') {
        if (paymentData) writeSession(PAYMENT_DATA_KEY, JSON.stringify(paymentData));
        navigate(`/payment/qr/${order.id}`, { replace: true });
      } else {
        navigate(`/order-success/${order.id}`, { replace: true });
      }
    } catch (error) {
      toast.error(errorMessage(error, 'Đặt hàng thất bại'));
      idempotencyKey.current = keyAfterFailure(key, isRefusal(error), randomId);
      // Prices or stock may have changed: show the cart as the server now has it.
      if (isRefusal(error)) void refresh();
    }
  };
  return { place, loading };
}
