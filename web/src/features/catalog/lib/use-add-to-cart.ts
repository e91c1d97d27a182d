import { addedMessage, roomFor, useCart, type CartProduct, type CartVariant } from '../../../lib/cart';
import { toast } from '../../../lib/toast';
import type { ProductDetail } from '../api/catalog.types';

/** What the cart keeps of the product on the page (the cart page draws from it). */
export const cartProductOf = (product: ProductDetail): CartProduct => ({
  id: product.id,
  name: product.name,
  price: product.price,
  originalPrice: product.originalPrice ?? null,
  image: product.images[0]?.url ?? null,
  totalStock: product.totalStock,
});

/**
 * Adds a product (with the snapshot the cart page draws) and the chosen variant, at most what the
 * stock leaves beside what the cart already holds; the toast says how many went in when that is
 * fewer than asked (decision 0631), else product §13's 'Đã thêm vào giỏ hàng'.
 */
export function useAddToCart() {
  const { add, items } = useCart();
  return (product: ProductDetail, variant: CartVariant | undefined, quantity: number) => {
    const line = cartProductOf(product);
    const room = roomFor(items, line, variant, quantity);
    if (room.added > 0) void add(line, variant, room.added);
    const { kind, text } = addedMessage(quantity, room);
    toast[kind](text);
  };
}
