import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { isStaff, OrderEvents, PaymentCommands, shippingFeeFor } from '@shop/contracts';
import { outboxEntry, type MessageBus } from '@shop/messaging';
import type { AuthUser } from '@shop/auth';
import type { Logger } from '@shop/config';
import { DomainError, isUuid, LOGGER, MESSAGE_BUS, TRANSACTIONS } from '@shop/platform';
import { CatalogClient, lineKey, type QuotedLine } from '../catalog/catalog.client';
import { OrdersErrors, lineUnavailable } from '../common/errors';
import { fold } from '@shop/platform';
import { CouponRefusals, discountFor } from '../coupons/coupon-discount';
import { CouponsService } from '../coupons/coupons.service';
import type { Transactions } from '../db/database';
import type { OrderPaymentDataModel, PlaceOrderResultModel } from './order.model';
import type { PlaceOrderInput } from './order.inputs';
import { OrderViews } from './order-views.service';
import { toOrderModel } from './order-view';
import { countPlaced } from './order-metrics';
import type { OrderCreator, OrderItemRow, OrderRow } from './orders.schema';
import { OrdersRepository } from './orders.repository';
import { orderLines, requestFingerprint, type Line } from './order-request';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;
// A claim whose order never appeared (its process died mid-placement) can be taken over after this.
const STALE_CLAIM_MS = 120_000;
const WAIT_FOR_CLAIMANT_MS = 20_000;

/** The customer an order belongs to, and the staff member who placed it for them (null: the customer did). */
export interface Orderer {
  customerId: string;
  createdBy: OrderCreator | null;
}

/** Order placement, architecture §7 (decision 0611). */
@Injectable()
export class PlaceOrderService {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly couponRules: CouponsService,
    private readonly catalog: CatalogClient,
    private readonly views: OrderViews,
    @Inject(TRANSACTIONS) private readonly tx: Transactions,
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** A shopper's own order: staff accounts do not order for themselves (decision 0653). */
  place(user: AuthUser, input: PlaceOrderInput, idempotencyKey?: string | null): Promise<PlaceOrderResultModel> {
    // product §6: checkout is a customer's; staff accounts shop with a customer account of their own.
    if (isStaff(user.role)) throw OrdersErrors.staffCannotOrder();
    return this.placeFor({ customerId: user.id, createdBy: null }, input, idempotencyKey);
  }

  /**
   * The one placement path, for a shopper's own order and for one that staff place on a customer's behalf
   * (decision 0660): the key is the customer's, the stock, coupon, events and mail are the same.
   */
  async placeFor(who: Orderer, input: PlaceOrderInput, idempotencyKey?: string | null, attempt = 0): Promise<PlaceOrderResultModel> {
    const key = idempotencyKey?.trim() || null;
    if (key !== null && !IDEMPOTENCY_KEY.test(key)) throw new DomainError('INVALID_IDEMPOTENCY_KEY', 'Idempotency-Key không hợp lệ (1-200 ký tự ASCII)', 400);
    const lines = orderLines(input.items);
    let orderId: string = randomUUID();
    if (key) {
      const fingerprint = requestFingerprint(input, lines);
      const claim = await this.orders.claim(who.customerId, key, orderId, fingerprint);
      if (!claim.mine) {
        // The key already names another request: answering its order would pass it off as this one's.
        if (claim.fingerprint !== null && claim.fingerprint !== fingerprint) throw OrdersErrors.idempotencyKeyReused();
        const existing = await this.waitForClaimant(who.customerId, key, claim.orderId, claim.claimedAt);
        if (existing) return { order: await this.views.one(existing, 'customer'), paymentData: await this.paymentDataFor(existing) };
        if (attempt >= 2) throw OrdersErrors.orderInProgress();
        return this.placeFor(who, input, key, attempt + 1);
      }
      orderId = claim.orderId;
    }
    try {
      return await this.placeNew(who, input, lines, orderId, key);
    } catch (err) {
      if (key) await this.orders.unclaim(who.customerId, key, orderId);
      throw err;
    }
  }

  private async placeNew(who: Orderer, input: PlaceOrderInput, lines: Line[], orderId: string, key: string | null): Promise<PlaceOrderResultModel> {
    if (lines.some((l) => !isUuid(l.productId))) throw OrdersErrors.productNotFound();

    // Steps 2 and 4 in one request-reply: the catalog's names and prices, and the stock taken when
    // every line is on sale; no lock is held here while the catalog works.
    let answer: Awaited<ReturnType<CatalogClient['quoteAndReserve']>>;
    try {
      answer = await this.catalog.quoteAndReserve(orderId, lines);
    } catch (err) {
      // It may have been taken just before the timeout: give it back (or the catalog's timeout will).
      void this.catalog.release(orderId);
      throw err;
    }
    const priced = lines.map((l) => {
      const q = answer.quotes.get(lineKey(l));
      if (!q?.available) throw lineUnavailable(q);
      return { ...l, quote: q };
    });
    if (!answer.reserved) throw OrdersErrors.shortage(answer.shortages.map((s) => ({ name: s.name, available: Math.max(0, s.available) })));
    let placed: { row: OrderRow; items: OrderItemRow[] };
    try {
      placed = await this.record(who, input, orderId, key, priced);
    } catch (err) {
      // Whatever fails after the reservation (the coupon, the statement) gives the stock back.
      await this.catalog.release(orderId);
      throw err;
    }
    countPlaced(placed.row);
    this.logger.info({ orderId, orderNumber: placed.row.orderNumber, totalAmount: placed.row.totalAmount }, 'order placed');
    return { order: toOrderModel(placed.row, placed.items, new Set(), 'customer'), paymentData: await this.paymentDataFor(placed.row) };
  }

  /** Steps 3 and 5: our fee and discount (nothing the client sent about money), then the order's one statement. */
  private async record(
    who: Orderer,
    input: PlaceOrderInput,
    orderId: string,
    key: string | null,
    priced: (Line & { quote: QuotedLine })[],
    freshCoupon = false,
  ): Promise<{ row: OrderRow; items: OrderItemRow[] }> {
    const subtotal = priced.reduce((n, l) => n + l.quote.price * l.quantity, 0);
    const shippingFee = shippingFeeFor(input.shippingAddress.city, input.shippingMethod); // decision 0650
    const read = input.couponCode ? await this.couponRules.forPlacement(input.couponCode, subtotal, freshCoupon) : undefined;
    const coupon = read?.row;
    const totalDiscount = coupon ? discountFor(coupon, subtotal) : 0;
    const totalAmount = subtotal + shippingFee - totalDiscount;

    // Step 5: one statement for the coupon use, the order, its items, the cart and the event.
    const paymentMethod = input.paymentMethod ?? 'cod';
    const now = new Date();
    const row: OrderRow = {
      id: orderId,
      orderNumber: '',
      customerId: who.customerId,
      idempotencyKey: key,
      status: 'pending',
      customerInfo: input.customerInfo,
      shippingAddress: {
        fullName: input.shippingAddress.fullName,
        phone: input.shippingAddress.phone,
        addressLine: input.shippingAddress.addressLine,
        ward: input.shippingAddress.ward || null,
        district: input.shippingAddress.district || null,
        city: input.shippingAddress.city,
      },
      shippingMethod: input.shippingMethod ?? 'standard',
      paymentMethod,
      // cod is paid on delivery; a QR order waits for its transfer.
      paymentStatus: paymentMethod === 'cod' ? 'unpaid' : 'pending',
      paymentDetails: null,
      subtotal,
      shippingFee,
      totalDiscount,
      totalAmount,
      couponId: coupon?.id ?? null,
      couponCode: coupon?.code ?? null,
      trackingNumber: null,
      carrier: null,
      customerNote: input.customerNote || null,
      createdBy: who.createdBy,
      cancelReason: null,
      cancelledAt: null,
      cancelledBy: null,
      statusHistory: [{ status: 'pending', updatedAt: now.toISOString(), note: 'Đặt hàng thành công' }],
      searchText: '',
      createdAt: now,
      updatedAt: now,
    };
    const items: OrderItemRow[] = priced.map((l, position) => ({
      id: randomUUID(),
      orderId,
      position,
      productId: l.productId,
      variantId: l.variantId,
      name: l.quote.name,
      image: l.quote.image,
      price: l.quote.price,
      quantity: l.quantity,
      subtotal: l.quote.price * l.quantity,
      variant: l.variantId && l.quote.variant ? { id: l.variantId, ...l.quote.variant } : null,
    }));
    // One statement, which is its own transaction (no BEGIN and COMMIT round trips, decision 0613).
    // The event is built inside it: writing it wakes the relay once the statement has returned.
    const orderNumber = await this.tx.oneStatement(() =>
      this.orders.place({
        order: row,
        items,
        foldedName: fold(input.customerInfo.name),
        cartKeys: priced.map((l) => `${l.productId}|${l.variantId ?? ''}`),
        // The number comes from the sequence inside the statement, which sets it in the payload too.
        event: outboxEntry(OrderEvents.OrderPlaced, {
          orderId,
          orderNumber: '',
          customerId: who.customerId,
          customerName: input.customerInfo.name,
          customerEmail: input.customerInfo.email,
          paymentMethod,
          paymentStatus: row.paymentStatus,
          subtotal,
          shippingFee,
          totalDiscount,
          totalAmount,
          couponCode: coupon?.code ?? null,
          lines: priced.map((l) => ({ productId: l.productId, variantId: l.variantId, name: l.quote.name, quantity: l.quantity, price: l.quote.price })),
          placedAt: now.toISOString(),
        }),
      }),
    );
    if (orderNumber === null) {
      // The statement did not take the coupon's use: decide again on the coupon as it is now (a
      // remembered one may have been used up or removed since), which refuses with its reason.
      if (read?.remembered) return this.record(who, input, orderId, key, priced, true);
      throw CouponRefusals.usedUp();
    }
    row.orderNumber = orderNumber;
    row.searchText = fold(`${orderNumber} ${input.customerInfo.name}`);
    return { row, items };
  }

  /** For qr_payment: the payment session (idempotent by order id); null when payments does not answer. */
  private async paymentDataFor(order: OrderRow): Promise<OrderPaymentDataModel | null> {
    if (order.paymentMethod !== 'qr_payment' || order.paymentStatus === 'paid' || order.status === 'cancelled') return null;
    try {
      return await this.bus.request(
        PaymentCommands.OpenPaymentSession,
        { orderId: order.id, orderNumber: order.orderNumber, customerId: order.customerId, amount: order.totalAmount },
        { timeoutMs: Number(process.env.ORDERS_PAYMENTS_TIMEOUT_MS ?? 5000) },
      );
    } catch (err) {
      this.logger.warn({ orderId: order.id, err }, 'payments did not open a session; the QR page asks again');
      return null;
    }
  }

  /** Waits for the order of a duplicate request; undefined when its claimant failed and let go. */
  private async waitForClaimant(customerId: string, key: string, orderId: string, claimedAt: Date): Promise<OrderRow | undefined> {
    const deadline = Date.now() + WAIT_FOR_CLAIMANT_MS;
    for (let delay = 50; ; delay = Math.min(delay * 2, 500)) {
      const order = await this.orders.byId(orderId);
      if (order) return order.customerId === customerId ? order : undefined;
      if (!(await this.orders.claimExists(customerId, key, orderId))) return undefined;
      if (Date.now() - claimedAt.getTime() > STALE_CLAIM_MS) {
        await this.orders.unclaim(customerId, key, orderId);
        return undefined;
      }
      if (Date.now() > deadline) throw OrdersErrors.orderInProgress();
      await new Promise((r) => setTimeout(r, delay));
    }
  }
}
