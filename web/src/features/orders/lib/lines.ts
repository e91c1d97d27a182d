import type { CartItem } from '../../../lib/cart';
import type { OrderItem } from '../api/orders.types';
import type { Line } from '../components/OrderLines';
import { variantText } from '../../../lib/variant-text.logic';

/** A selected cart item as an order line. */
export const describeLine = (item: CartItem): Line => ({
  key: item.key,
  name: item.product.name,
  image: item.product.image,
  variantText: variantText(item.variant),
  quantity: item.quantity,
  price: item.product.price,
  total: item.product.price * item.quantity,
});

/** An ordered item (its snapshot of name, image, price) as a line. */
export const orderLine = (item: OrderItem, index: number): Line => ({
  key: item.id ?? `${item.productId}-${index}`,
  name: item.name,
  image: item.image,
  variantText: variantText(item.variant),
  quantity: item.quantity,
  price: item.price,
  total: item.subtotal,
});
