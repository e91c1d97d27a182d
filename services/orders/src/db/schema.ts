export { customers } from '../customers/customers.schema';
export { cartItems, cartMerges } from '../cart/cart.schema';
export { coupons } from '../coupons/coupons.schema';
export { orders, orderItems, orderRequests, orderReviews, orderNumberSeq } from '../orders/orders.schema';
export { mailRequests } from '../mail/mail-requests.schema';
export { outbox, inbox } from '@shop/messaging';
