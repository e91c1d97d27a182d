import { useAuth } from '../../../lib/auth';
import { useCart } from '../../../lib/cart';
import { variantText } from '../../../lib/variant-text.logic';
import type { CartLine } from './cart-line';

/** The local cart store seen as cart page rows, plus what the checkout panel needs. */
export function useCartLines() {
  const cart = useCart();
  const { isAuthenticated } = useAuth();
  const lines: CartLine[] = cart.items.map((item) => ({
    key: item.key,
    productId: item.product.id,
    name: item.product.name,
    imageUrl: item.product.image,
    price: item.product.price,
    originalPrice: item.product.originalPrice,
    quantity: item.quantity,
    selected: item.selected,
    stock: item.variant?.stock ?? item.product.totalStock,
    variantText: variantText(item.variant) || undefined,
  }));
  return {
    lines,
    count: cart.count,
    signedIn: isAuthenticated,
    toggle: (key: string) => cart.toggleSelect(key),
    selectAll: (selected: boolean) => cart.selectAll(selected),
    setQuantity: (key: string, quantity: number) => cart.updateQuantity(key, quantity),
    remove: (key: string) => cart.remove(key),
  };
}
