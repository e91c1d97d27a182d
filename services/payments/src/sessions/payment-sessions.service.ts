import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { isStaff, PaymentEvents, type OrderEvents, type PayloadOf, type PaymentCommands, type RequestOf } from '@shop/contracts';
import { enqueueEvent, type HandledEvent, type MessageBus } from '@shop/messaging';
import type { AuthUser } from '@shop/auth';
import { QR_LIFETIME_SECONDS, paymentHoldMs } from '../common/payment-config';
import { alreadyPaid, notQrPayment, orderNotFound, paymentClosed } from '../common/errors';
import type { Database, Transaction } from '../db/database';
import type { ExpiryScheduler } from '../expiry/expiry-queue';
import { shopBankAccount } from '../methods/payment-methods';
import { referenceKeyOf, transferContentOf } from '../reconciliation/transfer-reference';
import { vietQrPayload } from '../vietqr/vietqr-payload';
import {
  closeOrder,
  endOpenSessions,
  findOrder,
  lockOrder,
  openSessionOf,
  setPaymentStatus,
  type OrderPayment,
  type PaymentSession,
} from './order-payments.repository';
import { paymentDataOf, type PaymentData } from './payment-data';
import { orderPayments, payments, paymentSessions } from './sessions.schema';

interface KnownOrder {
  orderId: string;
  orderNumber: string;
  customerId: string;
  paymentMethod: string;
  amount: number;
  paymentStatus: 'unpaid' | 'pending' | 'paid';
}

const knownOf = (payload: PayloadOf<typeof OrderEvents.OrderPlaced>): KnownOrder => ({
  orderId: payload.orderId,
  orderNumber: payload.orderNumber,
  customerId: payload.customerId,
  amount: payload.totalAmount,
  paymentMethod: payload.paymentMethod,
  paymentStatus: payload.paymentStatus,
});

export interface PaymentStatusView {
  orderId: string;
  paymentStatus: string;
  isPaid: boolean;
}

/** Payment sessions of qr_payment orders: open, renew, cancel, read. */
export class PaymentSessionsService {
  constructor(
    private readonly db: Database,
    private readonly bus: Pick<MessageBus, 'nudge'>,
    private readonly scheduler: Pick<ExpiryScheduler, 'sessionOpened' | 'orderHeld'>,
  ) {}

  /** `payments.openSession`: idempotent by order; answers the open code, or opens one. */
  async open(request: RequestOf<typeof PaymentCommands.OpenPaymentSession>): Promise<PaymentData> {
    const scheduled: (() => void)[] = [];
    const result = await this.db.transaction(async (tx) => {
      const order = await this.remember(tx, { ...request, paymentMethod: 'qr_payment', paymentStatus: 'pending' }, scheduled);
      if (order.paymentStatus === 'paid') throw alreadyPaid();
      if (order.closedReason) throw paymentClosed();
      const open = await openSessionOf(tx, order.orderId);
      if (open && open.expiresAt.getTime() > Date.now()) return { order, session: open };
      return { order, session: await this.newSession(tx, order, 'session', scheduled) };
    });
    this.after(scheduled);
    return paymentDataOf(result.order, result.session);
  }

  /**
   * orders.OrderPlaced, the orders of a rush that arrive together: recorded in one statement;
   * a QR order, or one the command recorded first, then gets its code if it has none, each as its
   * own event's handling (decision 0613).
   */
  async onOrdersPlaced(tx: Transaction, events: HandledEvent<PayloadOf<typeof OrderEvents.OrderPlaced>>[], scheduled: (() => void)[]): Promise<void> {
    const recorded = await this.rememberAll(
      tx,
      events.map((e) => knownOf(e.payload)),
      scheduled,
    );
    for (const e of events) {
      const order = recorded.get(e.payload.orderId);
      if (order && order.paymentMethod !== 'qr_payment') continue;
      await e.as(async () => this.openIfMissed(tx, order ?? (await this.lockKnown(tx, e.payload.orderId)), scheduled));
    }
  }

  /** orders.OrderPlaced: know every order (staff confirm COD too); a QR order gets a code if the command was missed. */
  async onOrderPlaced(tx: Transaction, payload: PayloadOf<typeof OrderEvents.OrderPlaced>, scheduled: (() => void)[]): Promise<void> {
    await this.openIfMissed(tx, await this.remember(tx, knownOf(payload), scheduled), scheduled);
  }

  /** A QR order still waiting for its transfer gets a code when it has no open one. */
  private async openIfMissed(tx: Transaction, order: OrderPayment, scheduled: (() => void)[]): Promise<void> {
    if (order.paymentMethod !== 'qr_payment' || order.paymentStatus === 'paid' || order.closedReason) return;
    if (!(await openSessionOf(tx, order.orderId))) await this.newSession(tx, order, 'session', scheduled);
  }

  /** orders.OrderCancelled: no more codes or payments for it; a paid one is flagged for a refund. */
  async onOrderCancelled(tx: Transaction, orderId: string): Promise<void> {
    const order = await lockOrder(tx, orderId);
    if (!order) return;
    await endOpenSessions(tx, orderId, 'closed');
    if (!order.closedReason) await closeOrder(tx, orderId, 'cancelled');
    if (order.paymentStatus === 'paid')
      await tx
        .update(payments)
        .set({ refundDue: sql`now()` })
        .where(eq(payments.orderId, orderId));
  }

  /** `Tạo mã mới` / refresh: a new code for the same unpaid order; the older one stops counting. */
  async renew(viewer: AuthUser, orderId: string): Promise<PaymentData> {
    const scheduled: (() => void)[] = [];
    const result = await this.db.transaction(async (tx) => {
      const order = this.visible(viewer, await lockOrder(tx, orderId));
      if (order.paymentMethod !== 'qr_payment') throw notQrPayment();
      if (order.paymentStatus === 'paid') throw alreadyPaid();
      if (order.closedReason) throw paymentClosed();
      await endOpenSessions(tx, orderId, 'replaced');
      const session = await this.newSession(tx, order, isStaff(viewer.role) ? 'staff' : 'customer', scheduled);
      return { order: { ...order, paymentStatus: 'pending' }, session };
    });
    this.after(scheduled);
    return paymentDataOf(result.order, result.session);
  }

  /** The open code of an order for the QR page, or null when none is open (the page then asks for a new one). */
  async current(viewer: AuthUser, orderId: string): Promise<PaymentData | null> {
    const order = this.visible(viewer, await findOrder(this.db, orderId));
    const session = await openSessionOf(this.db, orderId);
    if (!session || session.expiresAt.getTime() <= Date.now() || order.paymentStatus === 'paid' || order.closedReason) return null;
    return paymentDataOf(order, session);
  }

  /** GET /orders/{id}/payment-status: owner or staff; a foreign or unknown order is 404. */
  async status(viewer: AuthUser, orderId: string): Promise<PaymentStatusView> {
    const order = this.visible(viewer, await findOrder(this.db, orderId));
    return view(order);
  }

  /** PUT /orders/{id}/payment-status {paymentStatus: 'unpaid'}: the customer cancels the QR payment. */
  async cancelQrPayment(viewer: AuthUser, orderId: string): Promise<PaymentStatusView> {
    const changed = await this.db.transaction(async (tx) => {
      const order = this.visible(viewer, await lockOrder(tx, orderId));
      if (order.paymentStatus === 'paid') throw alreadyPaid();
      await endOpenSessions(tx, orderId, 'closed');
      if (order.paymentStatus === 'unpaid' || order.closedReason) return { ...order, paymentStatus: 'unpaid' };
      await setPaymentStatus(tx, orderId, 'unpaid');
      await enqueueEvent(tx, PaymentEvents.PaymentStatusChanged, {
        orderId,
        paymentStatus: 'unpaid',
        source: isStaff(viewer.role) ? 'staff' : 'customer',
        changedAt: new Date().toISOString(),
      });
      return { ...order, paymentStatus: 'unpaid' };
    });
    this.bus.nudge();
    return view(changed);
  }

  private visible(viewer: AuthUser, order: OrderPayment | undefined): OrderPayment {
    if (!order || (!isStaff(viewer.role) && order.customerId !== viewer.id)) throw orderNotFound();
    return order;
  }

  /** Records the order once (first of the command or the event wins; the event fills the method). */
  private async remember(tx: Transaction, known: KnownOrder, scheduled: (() => void)[]): Promise<OrderPayment> {
    return (await this.rememberAll(tx, [known], scheduled)).get(known.orderId) ?? this.lockKnown(tx, known.orderId);
  }

  /** An order recorded earlier, locked for this transaction. */
  private async lockKnown(tx: Transaction, orderId: string): Promise<OrderPayment> {
    const order = await lockOrder(tx, orderId);
    if (!order) throw orderNotFound();
    return order;
  }

  /**
   * Records the orders payments did not know yet, in one statement, with the expiry job of each QR
   * one scheduled after the commit; answers those recorded now (not those known before).
   */
  private async rememberAll(tx: Transaction, known: KnownOrder[], scheduled: (() => void)[]): Promise<Map<string, OrderPayment>> {
    const holdUntil = new Date(Date.now() + paymentHoldMs());
    const inserted = await tx
      .insert(orderPayments)
      .values(
        known.map(({ orderId, orderNumber, customerId, amount, paymentMethod, paymentStatus }) => ({
          orderId,
          orderNumber,
          customerId,
          amount,
          paymentMethod,
          paymentStatus,
          referenceKey: referenceKeyOf(orderNumber),
          holdUntil: paymentMethod === 'qr_payment' ? holdUntil : null,
        })),
      )
      // No target: every unique index is an arbiter. With `(order_id)` alone, the command and the
      // event inserting the same order at the same moment could both pass the check, and the later
      // one then failed on reference_key (derived from the same order number) instead of waiting.
      .onConflictDoNothing()
      .returning();
    for (const row of inserted) {
      const at = row.holdUntil;
      if (at) scheduled.push(() => this.scheduler.orderHeld(row.orderId, at));
    }
    return new Map(inserted.map((row) => [row.orderId, row]));
  }

  private async newSession(tx: Transaction, order: OrderPayment, source: 'customer' | 'staff' | 'session', scheduled: (() => void)[]): Promise<PaymentSession> {
    const bank = shopBankAccount();
    const transferContent = transferContentOf(order.orderNumber);
    const [session] = await tx
      .insert(paymentSessions)
      .values({
        id: randomUUID(),
        orderId: order.orderId,
        amount: order.amount,
        transferContent,
        qrPayload: vietQrPayload({ bankBin: bank.bankBin, accountNo: bank.accountNo, amount: order.amount, purpose: transferContent }),
        status: 'open',
        expiresAt: new Date(Date.now() + QR_LIFETIME_SECONDS * 1000),
      })
      .returning();
    // product §9.1: 'pending' while a code is open; orders hears of it only when it changes.
    if (order.paymentStatus !== 'pending') {
      await setPaymentStatus(tx, order.orderId, 'pending');
      await enqueueEvent(tx, PaymentEvents.PaymentStatusChanged, {
        orderId: order.orderId,
        paymentStatus: 'pending',
        source,
        changedAt: new Date().toISOString(),
      });
    }
    scheduled.push(() => this.scheduler.sessionOpened(session.id, session.expiresAt));
    return session;
  }

  /** After the commit: publish the events now and put the expiry jobs into Redis. */
  after(scheduled: (() => void)[]): void {
    this.bus.nudge();
    for (const job of scheduled) job();
  }
}

function view(order: Pick<OrderPayment, 'orderId' | 'paymentStatus'>): PaymentStatusView {
  return { orderId: order.orderId, paymentStatus: order.paymentStatus, isPaid: order.paymentStatus === 'paid' };
}
