import { useCart, type CartProduct, type CartVariant } from '../../../lib/cart';
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

/** Adds a product (with the snapshot the cart page draws) and the chosen variant; product §13 toast. */
export function useAddToCart() {
  const { add } = useCart();
  return (product: ProductDetail, variant: CartVariant | undefined, quantity: number) => {
    add(cartProductOf(product), variant, quantity);
    toast.success('Đã thêm vào giỏ hàng');
  };
}
