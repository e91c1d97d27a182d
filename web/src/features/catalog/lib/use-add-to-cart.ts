import { useCart, type CartVariant } from '../../../lib/cart';
import { toast } from '../../../lib/toast';
import type { ProductDetail } from '../api/catalog.types';

/** Adds a product (with the snapshot the cart page draws) and the chosen variant; spec §8 toast. */
export function useAddToCart() {
  const { add } = useCart();
  return (product: ProductDetail, variant: CartVariant | undefined, quantity: number) => {
    add(
      {
        id: product.id,
        name: product.name,
        price: product.price,
        originalPrice: product.originalPrice ?? null,
        image: product.images[0]?.url ?? null,
        totalStock: product.totalStock,
      },
      variant,
      quantity,
    );
    toast.success('Đã thêm vào giỏ hàng');
  };
}
