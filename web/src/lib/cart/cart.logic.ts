// The browser's cart (product §3 "Cart item", §5 "Cart"): pure functions over the item list, so
// node:test can check them (web/tsconfig.test.json); cart-store.ts keeps the list.

export const CART_KEY = 'cart';

/** What the cart remembers of a product when it is added (the cart page draws from it). */
export interface CartProduct {
  id: string;
  name: string;
  price: number;
  originalPrice: number | null;
  image: string | null;
  totalStock: number;
}

/** A catalog variant, or only the options chosen on the product page when none matched. */
export interface CartVariant {
  id?: string;
  name?: string | null;
  color?: string | null;
  material?: string | null;
  size?: string | null;
  stock?: number;
}

export interface CartItem {
  /** Identifies the product + variant pair; the cart page addresses rows by it. */
  key: string;
  product: CartProduct;
  quantity: number;
  variant?: CartVariant;
  selected: boolean;
}

/** Same product and same variant ⇒ same key (product §5: their quantities are added). */
export function cartKey(productId: string, variant?: CartVariant): string {
  if (!variant) return productId;
  if (variant.id) return `${productId}#${variant.id}`;
  const options = [variant.name, variant.color, variant.material, variant.size].map((v) => v ?? '').join('|');
  return `${productId}#${options}`;
}

/** The most one line may hold: the variant's stock, else the product's, when known and positive. */
function limitOf(product: CartProduct, variant?: CartVariant): number {
  const stock = variant?.stock ?? product.totalStock;
  return Number.isFinite(stock) && stock > 0 ? stock : Number.POSITIVE_INFINITY;
}

/**
 * How much of `quantity` the cart can still take for this line: the line never holds more than
 * the stock, so an add that would pass it adds what is left, and the shopper is told
 * ('Chỉ thêm được 6 sản phẩm, giỏ hàng đã có 2') instead of a plain success.
 */
export function roomFor(
  items: readonly CartItem[],
  product: CartProduct,
  variant: CartVariant | undefined,
  quantity: number,
): { added: number; inCart: number } {
  const inCart = items.find((i) => i.key === cartKey(product.id, variant))?.quantity ?? 0;
  const wanted = Math.max(1, Math.floor(quantity) || 1);
  return { added: Math.max(0, Math.min(wanted, limitOf(product, variant) - inCart)), inCart };
}

/** What the product page says after an add that asked for `wanted` (decision 0631). */
export function addedMessage(wanted: number, { added, inCart }: { added: number; inCart: number }): { kind: 'success' | 'warning' | 'error'; text: string } {
  if (added >= wanted) return { kind: 'success', text: 'Đã thêm vào giỏ hàng' };
  if (added === 0) return { kind: 'error', text: `Giỏ hàng đã có ${inCart} sản phẩm, không thể thêm nữa` };
  return { kind: 'warning', text: `Chỉ thêm được ${added} sản phẩm, giỏ hàng đã có ${inCart}` };
}

const clampQuantity = (quantity: number, limit: number): number => Math.min(Math.max(1, Math.floor(quantity) || 1), limit);

export function addItem(items: readonly CartItem[], product: CartProduct, variant: CartVariant | undefined, quantity: number): CartItem[] {
  const key = cartKey(product.id, variant);
  const limit = limitOf(product, variant);
  const existing = items.find((i) => i.key === key);
  if (!existing) return [...items, { key, product, variant, quantity: clampQuantity(quantity, limit), selected: true }];
  // The newer snapshot wins: price and stock may have changed since the first add.
  return items.map((i) => (i.key === key ? { ...i, product, variant, quantity: clampQuantity(i.quantity + quantity, limit) } : i));
}

/**
 * Buy now (docs/decisions/0640): the line goes to checkout alone. A line the cart lacks
 * is added; a line it has is kept, holding at least the chosen quantity (never lowered, never
 * added to, so a second click changes nothing), within the stock. It becomes the only selected
 * line; the others stay in the cart, unselected. The orders service's `buyNow` does the same.
 */
export function buyNowItems(items: readonly CartItem[], product: CartProduct, variant: CartVariant | undefined, quantity: number): CartItem[] {
  const key = cartKey(product.id, variant);
  const limit = limitOf(product, variant);
  const existing = items.find((i) => i.key === key);
  const line: CartItem = { key, product, variant, quantity: clampQuantity(Math.max(existing?.quantity ?? 0, quantity), limit), selected: true };
  const others = items.map((i) => (i.key === key ? line : { ...i, selected: false }));
  return existing ? others : [...others, line];
}

export function setQuantity(items: readonly CartItem[], key: string, quantity: number): CartItem[] {
  return items.map((i) => (i.key === key ? { ...i, quantity: clampQuantity(quantity, limitOf(i.product, i.variant)) } : i));
}

export const removeItem = (items: readonly CartItem[], key: string): CartItem[] => items.filter((i) => i.key !== key);

export const toggleItem = (items: readonly CartItem[], key: string): CartItem[] => items.map((i) => (i.key === key ? { ...i, selected: !i.selected } : i));

export const selectAllItems = (items: readonly CartItem[], selected: boolean): CartItem[] => items.map((i) => ({ ...i, selected }));

/** The header badge: the sum of quantities (product §2 "Shop layout"). */
export const itemCount = (items: readonly CartItem[]): number => items.reduce((sum, i) => sum + i.quantity, 0);

const isText = (v: unknown): v is string => typeof v === 'string';
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

function parseProduct(v: unknown): CartProduct | null {
  if (!v || typeof v !== 'object') return null;
  const p = v as Record<string, unknown>;
  const id = isText(p.id) ? p.id : isText(p._id) ? p._id : null;
  if (!id || !isText(p.name) || !isCount(p.price)) return null;
  return {
    id,
    name: p.name,
    price: p.price,
    originalPrice: isCount(p.originalPrice) ? p.originalPrice : null,
    image: isText(p.image) ? p.image : null,
    totalStock: isCount(p.totalStock) ? p.totalStock : 0,
  };
}

function parseVariant(v: unknown): CartVariant | undefined {
  if (!v || typeof v !== 'object') return undefined;
  const r = v as Record<string, unknown>;
  const text = (x: unknown) => (isText(x) ? x : null);
  const id = isText(r.id) ? r.id : isText(r._id) ? r._id : undefined;
  return {
    id,
    name: text(r.name),
    color: text(r.color),
    material: text(r.material),
    size: text(r.size),
    stock: isCount(r.stock) ? r.stock : undefined,
  };
}

/**
 * The stored cart, keeping only well-formed items: the stored text may come from an older
 * version of the app or have been edited by hand, and must never break the page.
 */
export function parseStoredCart(value: unknown): CartItem[] {
  if (!Array.isArray(value)) return [];
  return value.reduce<CartItem[]>((items, raw) => {
    if (!raw || typeof raw !== 'object') return items;
    const r = raw as Record<string, unknown>;
    const product = parseProduct(r.product);
    if (!product || !isCount(r.quantity) || r.quantity < 1) return items;
    const variant = parseVariant(r.variant);
    return addItem(items, product, variant, r.quantity).map((i) =>
      i.key === cartKey(product.id, variant) && r.selected === false ? { ...i, selected: false } : i,
    );
  }, []);
}

/** What a guest's Buy now leaves for the sign-in to finish (localStorage `cartBuyNow`). */
export interface BuyNowIntent {
  /** The cart line (cartKey) to check out alone. */
  key: string;
  quantity: number;
}

export function parseBuyNowIntent(value: unknown): BuyNowIntent | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (!isText(v.key) || !isCount(v.quantity) || !Number.isInteger(v.quantity) || v.quantity < 1) return null;
  return { key: v.key, quantity: v.quantity };
}

/**
 * product §5 "Cart": the guest's list merged into the server's on sign-in — the same product and
 * variant add their quantities (within the stock), anything else is appended. The server does the
 * real merge in one atomic call; this shows its expected result meanwhile and documents the rule.
 */
export function mergeItems(server: readonly CartItem[], local: readonly CartItem[]): CartItem[] {
  return local.reduce<CartItem[]>(
    (merged, item) => {
      const existing = merged.find((i) => i.key === item.key);
      const next = addItem(merged, existing?.product ?? item.product, existing?.variant ?? item.variant, item.quantity);
      return existing ? next : next.map((i) => (i.key === item.key ? { ...i, selected: item.selected } : i));
    },
    [...server],
  );
}

/** A line as the server cart and the order take it: the variant by its catalog id. */
export interface CartItemInput {
  productId: string;
  variantId: string | null;
  quantity: number;
  selected?: boolean;
}

export const itemInput = (item: CartItem): CartItemInput => ({
  productId: item.product.id,
  variantId: item.variant?.id ?? null,
  quantity: item.quantity,
  selected: item.selected,
});

/** One item of the server cart (GraphQL `cart.items`), the product as the catalog quotes it now. */
export interface ServerCartItem {
  product: {
    id: string;
    name: string;
    price: number;
    originalPrice?: number | null;
    image?: string | null;
    /** The variant's stock for a variant line, else the product's total stock. */
    stock: number;
    /** False once the product or variant was hidden or deleted. */
    available: boolean;
  };
  quantity: number;
  variant?: { id: string; name?: string | null; color?: string | null; material?: string | null; size?: string | null } | null;
  selected: boolean;
}

/**
 * The server cart as the local item list. Lines whose product was hidden or deleted since are
 * left out: they cannot be bought, and the order call would refuse them.
 */
export function fromServerItems(items: readonly ServerCartItem[]): CartItem[] {
  return items.flatMap((raw): CartItem[] => {
    if (!raw.product.available || raw.quantity < 1) return [];
    const { id, name, price, originalPrice, image, stock } = raw.product;
    const product: CartProduct = { id, name, price, originalPrice: originalPrice ?? null, image: image ?? null, totalStock: stock };
    const variant = raw.variant ? { ...parseVariant(raw.variant), stock } : undefined;
    return [{ key: cartKey(id, variant), product, variant, quantity: raw.quantity, selected: raw.selected }];
  });
}
