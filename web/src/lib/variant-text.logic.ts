export interface VariantFields {
  name?: string | null;
  color?: string | null;
  material?: string | null;
  size?: string | null;
}

/**
 * "Màu sắc: Đỏ · Chất liệu: Canvas · Kích thước: M": the parts a variant has, as the cart and the
 * customer's order pages write them; "Phân loại: <name>" when it has none of them; '' without a variant.
 */
export function variantText(variant: VariantFields | null | undefined): string {
  if (!variant) return '';
  const parts = [
    variant.color && `Màu sắc: ${variant.color}`,
    variant.material && `Chất liệu: ${variant.material}`,
    variant.size && `Kích thước: ${variant.size}`,
  ].filter(Boolean);
  if (parts.length === 0 && variant.name) return `Phân loại: ${variant.name}`;
  return parts.join(' · ');
}
