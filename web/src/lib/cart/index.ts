export { cartStore } from './cart-store';
export { useCart } from './use-cart';
export { CART_KEY, cartKey, itemCount, type CartItem, type CartProduct, type CartVariant } from './cart.logic';
