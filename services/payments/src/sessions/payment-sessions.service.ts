import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { isStaff, PaymentEvents, type OrderEvents, type PayloadOf, type PaymentCommands, type RequestOf } from '@shop/contracts';
import { enqueueEvent, type HandledEvent } from '@shop/messaging';
import type { AuthUser } from '@shop/auth';
import { QR_LIFETIME_SECONDS, paymentHoldMs } from '../common/payment-config';
import { alreadyPaid, notQrPayment, orderNotFound, paymentClosed } from '../common/errors';
import type { Transactions } from '../db/database';
import type { ExpiryScheduler } from '../expiry/expiry-queue';
import { shopBankAccount } from '../methods/payment-methods';
import { referenceKeyOf, transferContentOf } from '../reconciliation/transfer-reference';
import { RefundLedger } from '../refunds/refund-ledger';
import { vietQrPayload } from '../vietqr/vietqr-payload';
import { OrderPaymentsRepository, type OrderPayment, type PaymentSession } from './order-payments.repository';
import { paymentDataOf, type PaymentData } from './payment-data';
import { orderPayments, payments, paymentSessions } from './sessions.schema';

interface KnownOrder {
  orderId: string;
  orderNumber: string;
  customerId: string;
  customerEmail?: string;
  paymentMethod: string;
  amount: number;
  paymentStatus: 'unpaid' | 'pending' | 'paid';
}

const knownOf = (payload: PayloadOf<typeof OrderEvents.OrderPlaced>): KnownOrder => ({
  orderId: payload.orderId,
  orderNumber: payload.orderNumber,
  customerId: payload.customerId,
  customerEmail: payload.customerEmail,
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
  private readonly orders: OrderPaymentsRepository;
  private readonly refunds: RefundLedger;

  constructor(
    private readonly tx: Transactions,
    private readonly scheduler: Pick<ExpiryScheduler, 'sessionOpened' | 'orderHeld'>,
  ) {
    this.orders = new OrderPaymentsRepository(tx);
    this.refunds = new RefundLedger(tx);
  }

  /** `payments.openSession`: idempotent by order; answers the open code, or opens one. */
  async open(request: RequestOf<typeof PaymentCommands.OpenPaymentSession>): Promise<PaymentData> {
    const result = await this.tx.transactional(async () => {
      const order = await this.remember({ ...request, paymentMethod: 'qr_payment', paymentStatus: 'pending' });
      if (order.paymentStatus === 'paid') throw alreadyPaid();
      if (order.closedReason) throw paymentClosed();
      const open = await this.orders.openSessionOf(order.orderId);
      if (open && open.expiresAt.getTime() > Date.now()) return { order, session: open };
      return { order, session: await this.newSession(order, 'session') };
    });
    return paymentDataOf(result.order, result.session);
  }

  /**
   * orders.OrderPlaced, the orders of a rush that arrive together: recorded in one statement;
   * a QR order, or one the command recorded first, then gets its code if it has none, each as its
   * own event's handling (decision 0613).
   */
  async onOrdersPlaced(events: HandledEvent<PayloadOf<typeof OrderEvents.OrderPlaced>>[]): Promise<void> {
    const recorded = await this.rememberAll(events.map((e) => knownOf(e.payload)));
    await this.orders.fillEmails(events.filter((e) => !recorded.has(e.payload.orderId)).map((e) => e.payload));
    for (const e of events) {
      const order = recorded.get(e.payload.orderId);
      if (order && order.paymentMethod !== 'qr_payment') continue;
      await e.as(async () => this.openIfMissed(order ?? (await this.lockKnown(e.payload.orderId))));
    }
  }

  /** orders.OrderPlaced: know every order (staff confirm COD too); a QR order gets a code if the command was missed. */
  async onOrderPlaced(payload: PayloadOf<typeof OrderEvents.OrderPlaced>): Promise<void> {
    await this.openIfMissed(await this.remember(knownOf(payload)));
    await this.orders.fillEmails([payload]);
  }

  /** A QR order still waiting for its transfer gets a code when it has no open one. */
  private async openIfMissed(order: OrderPayment): Promise<void> {
    if (order.paymentMethod !== 'qr_payment' || order.paymentStatus === 'paid' || order.closedReason) return;
    if (!(await this.orders.openSessionOf(order.orderId))) await this.newSession(order, 'session');
  }

  /** orders.OrderCancelled: no more codes or payments for it; a paid one is flagged for a refund. */
  async onOrderCancelled(orderId: string): Promise<void> {
    const order = await this.orders.lockOrder(orderId);
    if (!order) return;
    await this.orders.endOpenSessions(orderId, 'closed');
    if (!order.closedReason) await this.orders.closeOrder(orderId, 'cancelled');
    if (order.paymentStatus !== 'paid') return;
    const [payment] = await this.tx
      .current()
      .update(payments)
      .set({ refundDue: sql`coalesce(${payments.refundDue}, now())` })
      .where(eq(payments.orderId, orderId))
      .returning({ id: payments.id, amount: payments.amount });
    // All of what it paid goes back (decision 0730), owed once however often the event comes.
    if (payment) await this.refunds.owe({ payment: payment.id }, 'cancelled_paid', orderId, payment.amount);
  }

  /** `Tạo mã mới` / refresh: a new code for the same unpaid order; the older one stops counting. */
  async renew(viewer: AuthUser, orderId: string): Promise<PaymentData> {
    const result = await this.tx.transactional(async () => {
      const order = this.visible(viewer, await this.orders.lockOrder(orderId));
      if (order.paymentMethod !== 'qr_payment') throw notQrPayment();
      if (order.paymentStatus === 'paid') throw alreadyPaid();
      if (order.closedReason) throw paymentClosed();
      await this.orders.endOpenSessions(orderId, 'replaced');
      const session = await this.newSession(order, isStaff(viewer.role) ? 'staff' : 'customer');
      return { order: { ...order, paymentStatus: 'pending' }, session };
    });
    return paymentDataOf(result.order, result.session);
  }

  /** The open code of an order for the QR page, or null when none is open (the page then asks for a new one). */
  async current(viewer: AuthUser, orderId: string): Promise<PaymentData | null> {
    const order = this.visible(viewer, await this.orders.findOrder(orderId));
    const session = await this.orders.openSessionOf(orderId);
    if (!session || session.expiresAt.getTime() <= Date.now() || order.paymentStatus === 'paid' || order.closedReason) return null;
    return paymentDataOf(order, session);
  }

  /** GET /orders/{id}/payment-status: owner or staff; a foreign or unknown order is 404. */
  async status(viewer: AuthUser, orderId: string): Promise<PaymentStatusView> {
    const order = this.visible(viewer, await this.orders.findOrder(orderId));
    return view(order);
  }

  /** PUT /orders/{id}/payment-status {paymentStatus: 'unpaid'}: the customer cancels the QR payment. */
  async cancelQrPayment(viewer: AuthUser, orderId: string): Promise<PaymentStatusView> {
    const changed = await this.tx.transactional(async () => {
      const order = this.visible(viewer, await this.orders.lockOrder(orderId));
      if (order.paymentStatus === 'paid') throw alreadyPaid();
      await this.orders.endOpenSessions(orderId, 'closed');
      if (order.paymentStatus === 'unpaid' || order.closedReason) return { ...order, paymentStatus: 'unpaid' };
      await this.orders.setPaymentStatus(orderId, 'unpaid');
      await enqueueEvent(this.tx.current(), PaymentEvents.PaymentStatusChanged, {
        orderId,
        paymentStatus: 'unpaid',
        source: isStaff(viewer.role) ? 'staff' : 'customer',
        changedAt: new Date().toISOString(),
      });
      return { ...order, paymentStatus: 'unpaid' };
    });
    return view(changed);
  }

  private visible(viewer: AuthUser, order: OrderPayment | undefined): OrderPayment {
    if (!order || (!isStaff(viewer.role) && order.customerId !== viewer.id)) throw orderNotFound();
    return order;
  }

  /** Records the order once (first of the command or the event wins; the event fills the method). */
  private async remember(known: KnownOrder): Promise<OrderPayment> {
    return (await this.rememberAll([known])).get(known.orderId) ?? this.lockKnown(known.orderId);
  }

  /** An order recorded earlier, locked for this transaction. */
  private async lockKnown(orderId: string): Promise<OrderPayment> {
    const order = await this.orders.lockOrder(orderId);
    if (!order) throw orderNotFound();
    return order;
  }

  /**
   * Records the orders payments did not know yet, in one statement, with the expiry job of each QR
   * one scheduled after the commit; answers those recorded now (not those known before).
   */
  private async rememberAll(known: KnownOrder[]): Promise<Map<string, OrderPayment>> {
    const holdUntil = new Date(Date.now() + paymentHoldMs());
    const inserted = await this.tx
      .current()
      .insert(orderPayments)
      .values(
        known.map(({ orderId, orderNumber, customerId, customerEmail, amount, paymentMethod, paymentStatus }) => ({
          orderId,
          orderNumber,
          customerId,
          customerEmail,
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
      if (at) this.tx.afterCommit(() => this.scheduler.orderHeld(row.orderId, at));
    }
    return new Map(inserted.map((row) => [row.orderId, row]));
  }

  private async newSession(order: OrderPayment, source: 'customer' | 'staff' | 'session'): Promise<PaymentSession> {
    const bank = shopBankAccount();
    const transferContent = transferContentOf(order.orderNumber);
    const [session] = await this.tx
      .current()
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
      await this.orders.setPaymentStatus(order.orderId, 'pending');
      await enqueueEvent(this.tx.current(), PaymentEvents.PaymentStatusChanged, {
        orderId: order.orderId,
        paymentStatus: 'pending',
        source,
        changedAt: new Date().toISOString(),
      });
    }
    this.tx.afterCommit(() => this.scheduler.sessionOpened(session.id, session.expiresAt));
    return session;
  }
}

function view(order: Pick<OrderPayment, 'orderId' | 'paymentStatus'>): PaymentStatusView {
  return { orderId: order.orderId, paymentStatus: order.paymentStatus, isPaid: order.paymentStatus === 'paid' };
}
