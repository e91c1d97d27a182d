// The product form's rules (product §2 "Admin product form", §12): what the fields hold, how lists and
// numbers are read, and the product input sent to the catalog.
import type { AdminProduct, ProductInput } from '../../shared/api/catalog-admin.types.js';
import { imagesForSave, type FormImage } from './image-files.logic.js';

export const PRODUCT_MESSAGES = {
  name: 'Vui lòng nhập tên sản phẩm',
  shortDescription: 'Vui lòng nhập mô tả ngắn',
  description: 'Vui lòng nhập mô tả',
  price: 'Vui lòng nhập giá bán',
  category: 'Vui lòng chọn danh mục',
  stock: 'Vui lòng nhập số lượng tồn kho',
} as const;

export interface VariantValues {
  /** Kept for a variant the product already has, so its stock history stays with it. */
  id?: string;
  name?: string;
  color?: string;
  material?: string;
  size?: string;
  sku?: string;
  stock?: number | string | null;
}

export interface ProductFormValues {
  name?: string;
  shortDescription?: string;
  description?: string;
  images?: FormImage[];
  variants?: VariantValues[];
  price?: number | null;
  originalPrice?: number | null;
  category?: string;
  brand?: string;
  colors?: string;
  materials?: string;
  sizes?: string;
  /** The product's own stock, used only while it has no variants. */
  stock?: number | null;
  isFeatured?: boolean;
  isNewArrival?: boolean;
  isActive?: boolean;
}

/** A new product: shown in the shop once saved, no images or variants yet. */
export const NEW_PRODUCT: ProductFormValues = { images: [], variants: [], stock: 0, isFeatured: false, isNewArrival: false, isActive: true };

/** product §12: 'Đỏ, xanh, , vàng ' → ['Đỏ', 'xanh', 'vàng'] (trimmed, empty items dropped). */
export function splitList(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/** The text a list is edited as. */
export function joinList(list: readonly string[] | null | undefined): string {
  return (list ?? []).join(', ');
}

/** A stock figure from a number field: a whole number, 0 when empty or not a number. */
export function stockValue(value: unknown): number {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  return Number.isFinite(n) ? Math.trunc(n) || 0 : 0;
}

/** The live total under the variant rows (product §2: "a live total-stock figure"). */
export function totalStock(variants: readonly VariantValues[] | null | undefined): number {
  return (variants ?? []).reduce((sum, v) => sum + Math.max(0, stockValue(v?.stock)), 0);
}

/** The stock overview (product §2): variant count and total; without variants, the product's own stock. */
export function stockOverview(values: Pick<ProductFormValues, 'variants' | 'stock'>): { variantCount: number; total: number } {
  const variants = (values.variants ?? []).filter(Boolean);
  return { variantCount: variants.length, total: variants.length ? totalStock(variants) : Math.max(0, stockValue(values.stock)) };
}

/** Whether rich-text HTML says anything: text, or an image ('<p><br></p>' is empty). */
export function htmlHasContent(html: string | null | undefined): boolean {
  if (!html) return false;
  if (/<img\b/i.test(html)) return true;
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .replace(/\u00a0/g, ' ');
  return text.trim().length > 0;
}

const blankToNull = (text: string | null | undefined): string | null => text?.trim() || null;

/**
 * The catalog's product input from validated form values. Fails only on the images rule of
 * product §12 (the form shows that message under the images).
 */
export function toProductInput(values: ProductFormValues): { ok: true; input: ProductInput } | { ok: false; message: string } {
  const images = imagesForSave(values.images);
  if (!images.ok) return images;
  const variants = (values.variants ?? []).filter(Boolean).map((v) => ({
    ...(v.id ? { id: v.id } : {}),
    name: blankToNull(v.name),
    color: blankToNull(v.color),
    material: blankToNull(v.material),
    size: blankToNull(v.size),
    sku: blankToNull(v.sku),
    stock: Math.max(0, stockValue(v.stock)),
  }));
  const originalPrice = values.originalPrice ?? null;
  return {
    ok: true,
    input: {
      name: (values.name ?? '').trim(),
      brand: blankToNull(values.brand),
      shortDescription: (values.shortDescription ?? '').trim(),
      description: values.description ?? '',
      price: Math.trunc(values.price ?? 0),
      originalPrice: originalPrice === null ? null : Math.trunc(originalPrice),
      category: values.category ?? '',
      colors: splitList(values.colors),
      materials: splitList(values.materials),
      sizes: splitList(values.sizes),
      variants,
      images: images.images,
      ...(variants.length === 0 ? { stock: Math.max(0, stockValue(values.stock)) } : {}),
      isFeatured: values.isFeatured ?? false,
      isNewArrival: values.isNewArrival ?? false,
      isActive: values.isActive ?? true,
    },
  };
}

/** The form's values for a product being edited. */
export function fromProduct(product: AdminProduct): ProductFormValues {
  return {
    name: product.name,
    shortDescription: product.shortDescription,
    description: product.description,
    images: product.images.map((i) => ({ id: i.id, url: i.url, alt: i.alt ?? null, color: i.color ?? null })),
    variants: product.variants.map((v) => ({
      id: v.id,
      name: v.name ?? '',
      color: v.color ?? '',
      material: v.material ?? '',
      size: v.size ?? '',
      sku: v.sku,
      stock: v.stock,
    })),
    price: product.price,
    originalPrice: product.originalPrice ?? null,
    category: product.category?.id,
    brand: product.brand ?? '',
    colors: joinList(product.colors),
    materials: joinList(product.materials),
    sizes: joinList(product.sizes),
    stock: product.variants.length ? 0 : product.totalStock,
    isFeatured: product.isFeatured,
    isNewArrival: product.isNewArrival,
    isActive: product.isActive,
  };
}

/** The colours a photo can be tagged with: the product's list, then its variants' colours, once each. */
export function colourChoices(colorsText: string | null | undefined, variants: readonly { color?: string | null }[] | null | undefined): string[] {
  const all = [...splitList(colorsText), ...(variants ?? []).map((v) => v?.color?.trim() ?? '')].filter(Boolean);
  return [...new Set(all)];
}
