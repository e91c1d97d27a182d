import type { CartLineLike } from './cart-totals.logic';

/** One cart row as the cart page draws it (built from the local cart store's items). */
export interface CartLine extends CartLineLike {
  key: string;
  productId: string;
  name: string;
  imageUrl?: string | null;
  /** Stock known for the chosen variant, else the product's total stock. */
  stock?: number | null;
  /** e.g. "Màu sắc: Đen · Kích thước: M". */
  variantText?: string;
}
