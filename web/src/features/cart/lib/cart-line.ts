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

interface VariantFields {
  name?: string | null;
  color?: string | null;
  material?: string | null;
  size?: string | null;
}

/** "Phân loại: … · Màu sắc: … · Chất liệu: … · Kích thước: …" for the parts a variant has. */
export function describeVariant(variant: VariantFields | null | undefined): string | undefined {
  if (!variant) return undefined;
  const parts = [
    variant.color && `Màu sắc: ${variant.color}`,
    variant.material && `Chất liệu: ${variant.material}`,
    variant.size && `Kích thước: ${variant.size}`,
  ].filter(Boolean);
  if (parts.length === 0 && variant.name) return `Phân loại: ${variant.name}`;
  return parts.length ? parts.join(' · ') : undefined;
}
