import { Inject, Injectable } from '@nestjs/common';
import { isStaff, ORDER_STATUS_LABELS, OrderEvents } from '@shop/contracts';
import { enqueueEvent } from '@shop/messaging';
import type { AuthUser } from '@shop/auth';
import { isUuid, TRANSACTIONS } from '@shop/platform';
import { OrdersErrors } from '../common/errors';
import { CouponsRepository } from '../coupons/coupons.repository';
import type { Transactions } from '../db/database';
import { countCancelled } from './order-metrics';
import { canTransition, CUSTOMER_CANCELLABLE, FINAL_STATUSES, ORDER_STATUS_LIST, type OrderStatus } from './order-status';
import { dayNumber } from '../stats/sales-period';
import type { MyOrdersFilter, OrderFilter, UpdateOrderStatusInput } from './order.inputs';
import type { OrderModel, OrderPageModel } from './order.model';
import type { OrderViewer } from './order-view';
import { OrderViews } from './order-views.service';
import type { OrderRow } from './orders.schema';
import { OrdersRepository } from './orders.repository';

export const MY_ORDERS_PAGE_SIZE = 10;
export const STAFF_ORDERS_PAGE_SIZE = 15; // product §14

export type CancelledBy = 'customer' | 'staff' | 'system';

/** Reading orders, cancelling them and the staff status workflow (decision 0610). */
@Injectable()
export class OrdersService {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly coupons: CouponsRepository,
    private readonly views: OrderViews,
    @Inject(TRANSACTIONS) private readonly tx: Transactions,
  ) {}

  async mine(user: AuthUser, f: MyOrdersFilter = {}): Promise<OrderPageModel> {
    return this.page({ customerId: user.id, status: f.status, page: f.page ?? 1, limit: f.limit ?? MY_ORDERS_PAGE_SIZE }, 'customer');
  }

  async staffList(f: OrderFilter = {}): Promise<OrderPageModel> {
    const from = f.from || null;
    const to = f.to || null;
    if ((from && dayNumber(from) === null) || (to && dayNumber(to) === null) || (from && to && dayNumber(to)! < dayNumber(from)!)) {
      throw OrdersErrors.invalidOrderDates();
    }
    return this.page({ ...f, from, to, page: f.page ?? 1, limit: f.limit ?? STAFF_ORDERS_PAGE_SIZE }, 'staff');
  }

  /** The owner's or staff's view (the team's notes for staff only); a missing or foreign order is null (REST: 404, never 403 with data). */
  async detail(user: AuthUser, id: string): Promise<OrderModel | null> {
    const row = await this.visible(user, id);
    return row ? this.views.one(row, isStaff(user.role) ? 'staff' : 'customer') : null;
  }

  async visible(user: AuthUser, id: string): Promise<OrderRow | undefined> {
    if (!isUuid(id)) return undefined;
    const row = await this.orders.byId(id);
    if (!row || (row.customerId !== user.id && !isStaff(user.role))) return undefined;
    return row;
  }

  /** product §6.3: the customer cancels while pending, confirmed or processing. */
  async cancelByCustomer(user: AuthUser, id: string, reason: string): Promise<OrderModel> {
    const row = await this.visible(user, id);
    if (!row || row.customerId !== user.id) throw OrdersErrors.orderNotFound();
    const cancelled = await this.tx.transactional(() => this.cancelIn(id, CUSTOMER_CANCELLABLE, 'customer', reason));
    if (!cancelled) throw OrdersErrors.notCancellable();
    return this.views.one(cancelled, 'customer');
  }

  /**
   * Cancels, in the open transaction, if the order is still in one of `from`: status, reason, time, history, the
   * coupon use given back and `OrderCancelled` (catalog returns the stock, payments closes the
   * session). The row lock lasts this transaction only, and no network call happens in it. Of two
   * parallel cancels one finds the order already cancelled and gets undefined: stock and coupon
   * go back exactly once. Counted in `shop_orders_cancelled_total` once the transaction commits.
   */
  async cancelIn(
    id: string,
    from: readonly OrderStatus[],
    by: CancelledBy,
    reason: string,
    extraCheck?: (o: OrderRow) => boolean,
    internalNote: string | null = null,
  ): Promise<OrderRow | undefined> {
    const current = await this.orders.lockForUpdate(id);
    if (!current || !from.includes(current.status) || (extraCheck && !extraCheck(current))) return undefined;
    const now = new Date();
    const row = await this.orders.transition(
      id,
      [current.status],
      'cancelled',
      { status: 'cancelled', updatedAt: now.toISOString(), note: reason, internalNote },
      { cancelReason: reason, cancelledAt: now, cancelledBy: by },
    );
    if (!row) return undefined;
    this.tx.afterCommit(() => countCancelled(by));
    if (row.couponId) await this.coupons.giveUseBack(row.couponId);
    const base = { orderId: row.id, orderNumber: row.orderNumber, customerId: row.customerId };
    await enqueueEvent(this.tx.current(), OrderEvents.OrderCancelled, {
      ...base,
      cancelledBy: by,
      reason,
      previousStatus: current.status,
      cancelledAt: now.toISOString(),
    });
    await enqueueEvent(this.tx.current(), OrderEvents.OrderStatusChanged, {
      ...base,
      from: current.status,
      to: 'cancelled',
      note: reason,
      trackingNumber: row.trackingNumber,
      changedAt: now.toISOString(),
    });
    return row;
  }

  /** Staff status change along the state machine of decision 0610; refused → 409. */
  async updateStatus(id: string, input: UpdateOrderStatusInput): Promise<OrderModel> {
    if (!isUuid(id)) throw OrdersErrors.orderNotFound();
    const to = input.status as OrderStatus;
    const note = input.note || null;
    const internalNote = input.internalNote || null;
    const row = await this.tx.transactional(async () => {
      const current = await this.orders.lockForUpdate(id);
      if (!current) throw OrdersErrors.orderNotFound();
      if (!canTransition(current.status, to)) throw OrdersErrors.transitionRefused(ORDER_STATUS_LABELS[current.status], ORDER_STATUS_LABELS[to]);
      if (to === 'cancelled') {
        const open = ORDER_STATUS_LIST.filter((s) => !FINAL_STATUSES.includes(s));
        return (await this.cancelIn(id, open, 'staff', note ?? 'Đơn hàng đã bị cửa hàng hủy', undefined, internalNote))!;
      }
      const now = new Date();
      const patch = {
        ...(input.trackingNumber ? { trackingNumber: input.trackingNumber } : {}),
        ...(input.carrier ? { carrier: input.carrier } : {}),
      };
      const entry = { status: to, updatedAt: now.toISOString(), note, internalNote };
      const changed = (await this.orders.transition(id, [current.status], to, entry, patch))!;
      const base = { orderId: id, orderNumber: changed.orderNumber, customerId: changed.customerId };
      await enqueueEvent(this.tx.current(), OrderEvents.OrderStatusChanged, {
        ...base,
        from: current.status,
        to,
        note,
        trackingNumber: changed.trackingNumber,
        changedAt: now.toISOString(),
      });
      if (to === 'delivered') {
        const items = await this.orders.itemsIn(id);
        const lines = items.map((i) => ({ productId: i.productId, variantId: i.variantId, name: i.name, quantity: i.quantity, price: i.price }));
        await enqueueEvent(this.tx.current(), OrderEvents.OrderDelivered, { ...base, lines, deliveredAt: now.toISOString() });
      }
      return changed;
    });
    return this.views.one(row, 'staff');
  }

  private async page(f: Parameters<OrdersRepository['list']>[0], viewer: OrderViewer): Promise<OrderPageModel> {
    const { rows, total } = await this.orders.list(f);
    return { orders: await this.views.of(rows, viewer), pagination: { page: f.page, limit: f.limit, total, pages: Math.ceil(total / f.limit) } };
  }
}
