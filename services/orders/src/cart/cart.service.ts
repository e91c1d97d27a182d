import { Inject, Injectable } from '@nestjs/common';
import { CatalogClient, lineKey, type QuotedLine } from '../catalog/catalog.client';
import { OrdersErrors } from '../common/errors';
import type { Transactions } from '../db/database';
import { isUuid, TRANSACTIONS } from '@shop/platform';
import { MAX_CART_LINES, MAX_LINE_QUANTITY, type CartItemInput, type MergeCartInput, type UpdateCartItemInput } from './cart.inputs';
import type { BuyAgainSkippedModel, CartItemModel, CartModel } from './cart.model';
import { CartRepository } from './cart.repository';
import type { CartItemRow } from './cart.schema';

const variantKey = (variantId: string | null | undefined): string => variantId ?? '';
const variantOf = (key: string): string | null => (key === '' ? null : key);

export interface LineToAdd {
  productId: string;
  variantId: string | null;
  quantity: number;
  name: string;
}

/** The signed-in customer's server cart (product §3, §5, §15 /cart). */
@Injectable()
export class CartService {
  constructor(
    private readonly carts: CartRepository,
    private readonly catalog: CatalogClient,
    @Inject(TRANSACTIONS) private readonly tx: Transactions,
  ) {}

  async view(userId: string): Promise<CartModel> {
    const rows = await this.carts.items(userId);
    // Showing the cart never waits on RabbitMQ: without it, the last quotes heard (decision 0407).
    const quotes = await this.catalog.quote(
      rows.map((r) => ({ productId: r.productId, variantId: variantOf(r.variantId) })),
      { orLastKnown: true },
    );
    return buildCart(rows, quotes);
  }

  async add(userId: string, input: CartItemInput): Promise<CartModel> {
    const quote = await this.quoteOne(input.productId, input.variantId);
    const limit = Math.min(quote.stock, MAX_LINE_QUANTITY);
    if (quote.stock <= 0) throw OrdersErrors.outOfStock(quote.name);
    const variantId = variantKey(input.variantId);
    const existing = await this.carts.item(userId, input.productId, variantId);
    if (!existing && (await this.carts.lineCount(userId)) >= MAX_CART_LINES) throw OrdersErrors.cartFull(MAX_CART_LINES);
    const line = { productId: input.productId, variantId, quantity: input.quantity, selected: input.selected ?? true };
    const added = await this.carts.addUpTo(userId, line, limit);
    if (added === undefined) {
      // product §12 'Chỉ còn N sản phẩm có sẵn' when the stock is what stops it, else the cart's own cap.
      const wanted = (existing?.quantity ?? 0) + input.quantity;
      throw wanted > quote.stock ? OrdersErrors.notEnoughStock(quote.stock) : OrdersErrors.tooMuchInCart(MAX_LINE_QUANTITY);
    }
    return this.view(userId);
  }

  /**
   * Buy now: the product page's line goes to checkout alone. The line is added if the
   * cart lacks it, else kept with at least the chosen quantity (never lowered, never added to:
   * a second click changes nothing), and it becomes the only selected line; the other lines stay
   * in the cart, unselected. One transaction, so a reload of /checkout sees the whole change.
   */
  async buyNow(userId: string, input: CartItemInput): Promise<CartModel> {
    const quote = await this.quoteOne(input.productId, input.variantId);
    if (quote.stock <= 0) throw OrdersErrors.outOfStock(quote.name);
    if (input.quantity > quote.stock) throw OrdersErrors.notEnoughStock(quote.stock);
    const variantId = variantKey(input.variantId);
    await this.tx.transactional(async () => {
      const existing = await this.carts.item(userId, input.productId, variantId);
      if (!existing && (await this.carts.lineCount(userId)) >= MAX_CART_LINES) throw OrdersErrors.cartFull(MAX_CART_LINES);
      const line = { productId: input.productId, variantId, quantity: input.quantity };
      await this.carts.selectOnlyCovering(userId, line, Math.min(quote.stock, MAX_LINE_QUANTITY));
    });
    return this.view(userId);
  }

  async update(userId: string, input: UpdateCartItemInput): Promise<CartModel> {
    if (!isUuid(input.productId)) throw OrdersErrors.cartItemNotFound();
    const variantId = variantKey(input.variantId);
    if (!(await this.carts.item(userId, input.productId, variantId))) throw OrdersErrors.cartItemNotFound();
    if (typeof input.quantity === 'number') {
      const quote = await this.quoteOne(input.productId, input.variantId);
      if (input.quantity > quote.stock) throw OrdersErrors.notEnoughStock(quote.stock);
    }
    const patch = { quantity: input.quantity ?? undefined, selected: input.selected ?? undefined };
    if (!(await this.carts.update(userId, input.productId, variantId, patch))) throw OrdersErrors.cartItemNotFound();
    return this.view(userId);
  }

  async remove(userId: string, productId: string, variantId: string | null | undefined): Promise<CartModel> {
    if (isUuid(productId)) await this.carts.remove(userId, productId, variantKey(variantId));
    return this.view(userId);
  }

  async clear(userId: string): Promise<CartModel> {
    await this.carts.clear(userId);
    return { items: [], totalQuantity: 0, selectedSubtotal: 0 };
  }

  /**
   * product §5: the guest's local cart joins the server cart on sign-in (same product and variant:
   * quantities added, else appended), in one transaction that first takes the merge key, so a
   * second tab or a retry with the same mergeId changes nothing. Lines that no longer exist or
   * are sold out are left out; quantities are clamped to the stock.
   */
  async merge(userId: string, input: MergeCartInput): Promise<CartModel> {
    const wanted = input.items.filter((i) => isUuid(i.productId));
    const quotes = await this.catalog.quote(wanted.map((i) => ({ productId: i.productId, variantId: i.variantId ?? null })));
    await this.tx.transactional(async () => {
      if (!(await this.carts.claimMerge(userId, input.mergeId))) return;
      let lines = (await this.carts.items(userId)).length;
      for (const item of wanted) {
        const quote = quotes.get(lineKey({ productId: item.productId, variantId: item.variantId ?? null }));
        if (!quote?.available || quote.stock <= 0) continue;
        const variantId = variantKey(item.variantId);
        const exists = await this.carts.item(userId, item.productId, variantId);
        if (!exists && lines >= MAX_CART_LINES) continue;
        if (!exists) lines++;
        const line = { productId: item.productId, variantId, quantity: item.quantity, selected: item.selected ?? true };
        await this.carts.addClamped(userId, line, Math.min(quote.stock, MAX_LINE_QUANTITY));
      }
    });
    return this.view(userId);
  }

  /** Buy again: lines still on sale go into the cart at today's prices; the others are named. */
  async addLines(userId: string, lines: LineToAdd[]): Promise<{ cart: CartModel; added: number; skipped: BuyAgainSkippedModel[] }> {
    const quotes = await this.catalog.quote(lines);
    const skipped: BuyAgainSkippedModel[] = [];
    let added = 0;
    await this.tx.transactional(async () => {
      for (const l of lines) {
        const quote = quotes.get(lineKey(l));
        const reason = buyAgainSkip(quote);
        if (reason) {
          skipped.push({ productId: l.productId, variantId: l.variantId, name: l.name, reason });
          continue;
        }
        await this.carts.addClamped(
          userId,
          { productId: l.productId, variantId: variantKey(l.variantId), quantity: l.quantity },
          Math.min(quote!.stock, MAX_LINE_QUANTITY),
        );
        added++;
      }
    });
    return { cart: await this.view(userId), added, skipped };
  }

  private async quoteOne(productId: string, variantId: string | null | undefined): Promise<QuotedLine> {
    if (!isUuid(productId)) throw OrdersErrors.productNotFound();
    const quotes = await this.catalog.quote([{ productId, variantId: variantId ?? null }]);
    const quote = quotes.get(lineKey({ productId, variantId: variantId ?? null }));
    if (!quote?.available) throw quote?.variantGone ? OrdersErrors.variantUnavailable(quote.name) : OrdersErrors.productNotFound();
    return quote;
  }
}

/** Why 'Mua lại' leaves a line out (its variant gone, the product no longer sold, sold out), or undefined to add it. */
function buyAgainSkip(quote: QuotedLine | undefined): string | undefined {
  if (!quote?.available) return quote?.variantGone ? 'Phân loại này không còn bán' : 'Sản phẩm đã ngừng bán';
  return quote.stock <= 0 ? 'Sản phẩm đã hết hàng' : undefined;
}

export function buildCart(rows: CartItemRow[], quotes: Map<string, QuotedLine>): CartModel {
  const items: CartItemModel[] = rows.map((r) => {
    const q = quotes.get(lineKey({ productId: r.productId, variantId: variantOf(r.variantId) }));
    return {
      product: {
        id: r.productId,
        name: q?.name ?? '',
        price: q?.price ?? 0,
        originalPrice: q?.originalPrice ?? null,
        image: q?.image ?? null,
        stock: q?.stock ?? 0,
        available: q?.available ?? false,
      },
      quantity: r.quantity,
      variant: r.variantId ? { id: r.variantId, ...(q?.variant ?? { name: null, color: null, material: null, size: null, sku: null }) } : null,
      selected: r.selected,
    };
  });
  return {
    items,
    totalQuantity: items.reduce((n, i) => n + i.quantity, 0),
    selectedSubtotal: items.filter((i) => i.selected && i.product.available).reduce((n, i) => n + i.product.price * i.quantity, 0),
  };
}
