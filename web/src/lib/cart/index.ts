export { cartStore, type CartSnapshot } from './cart-store';
export { useCart } from './use-cart';
export {
  CART_KEY,
  addedMessage,
  cartKey,
  itemCount,
  roomFor,
  itemInput,
  type CartItem,
  type CartItemInput,
  type CartProduct,
  type CartVariant,
} from './cart.logic';
