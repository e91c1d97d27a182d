import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from '@shop/auth';
import { formatVnd } from '@shop/contracts';
import { DomainError, isUuid } from '@shop/platform';
import { alreadyPaid, orderNotFound, paymentClosed, transactionUsed } from '../common/errors';
import type { Transactions } from '../db/database';
import { RefundLedger } from '../refunds/refund-ledger';
import { OrderPaymentsRepository } from '../sessions/order-payments.repository';
import { PaymentLedger } from '../sessions/payment-ledger';
import { countMatched } from '../sessions/payment-metrics';
import { orderPayments } from '../sessions/sessions.schema';
import { bankTransactions } from './bank-transactions.schema';
import { NEEDS_STAFF, type Outcome } from './reconciliation.service';
import { foldReference, referenceKeyOf } from './transfer-reference';

/** Which transfers the staff list shows: still to check, handled by a person, attached by hand, or all. */
export type TransferView = 'to_check' | 'handled' | 'attached' | 'all';
export const TRANSFER_VIEWS: readonly TransferView[] = ['to_check', 'handled', 'attached', 'all'];

type Row = typeof bankTransactions.$inferSelect;

/** A transfer as staff see it: the order it belongs to and, while partial, how much is missing. */
export interface BankTransferRecord extends Row {
  orderNumber: string | null;
  orderAmount: number | null;
  missingAmount: number | null;
}

export interface AttachResult {
  transfer: BankTransferRecord;
  orderId: string;
  orderNumber: string;
  orderAmount: number;
  /** This transfer plus the earlier partial transfers of the order. */
  coveredAmount: number;
  missingAmount: number;
  paid: boolean;
  message: string;
}

// The refusals staff see (decision 0720).
const transferNotFound = () => new DomainError('TRANSFER_NOT_FOUND', 'Không tìm thấy giao dịch', 404);
const transferHandled = () => new DomainError('TRANSFER_HANDLED', 'Giao dịch đã được đánh dấu đã xử lý', 409);
const transferAttached = (orderNumber: string | null) =>
  new DomainError('TRANSFER_ALREADY_ATTACHED', orderNumber ? `Giao dịch đã được ghép vào đơn hàng ${orderNumber}` : 'Giao dịch đã được ghép vào đơn hàng', 409);
const transferPending = () => new DomainError('TRANSFER_PENDING', 'Giao dịch đang được xử lý, vui lòng thử lại sau', 409);
const transferOutgoing = () => new DomainError('TRANSFER_OUTGOING', 'Giao dịch chuyển tiền đi không thể ghép vào đơn hàng', 409);
const transferSettled = () => new DomainError('TRANSFER_NOT_TO_CHECK', 'Giao dịch này không cần xử lý', 409);

/** The order number as staff type it (`dh000123 `, `DH 000123`): the folded reference key. */
export function orderKeyOf(typed: string): string | undefined {
  const folded = foldReference(typed);
  const key = folded.startsWith('DONHANG') ? folded : referenceKeyOf(typed);
  // DONHANG + at least one character of a number; bounded like any order number.
  return key.length > 'DONHANG'.length && key.length <= 'DONHANG'.length + 32 ? key : undefined;
}

/**
 * Staff sort out the bank transfers reconciliation could not (decision 0720):
 * attach one to an order by its number, or mark it handled with a note. Attaching takes the
 * order's row lock first, then the transfer's, then the order's other partial transfers, so two
 * staff members (or a bank notification and a staff member) take turns, and pays through
 * `markPaid` like the webhook and the staff confirmation.
 */
export class TransferReviewService {
  private readonly orders: OrderPaymentsRepository;
  private readonly ledger: PaymentLedger;
  private readonly refunds: RefundLedger;

  constructor(private readonly tx: Transactions) {
    this.orders = new OrderPaymentsRepository(tx);
    this.ledger = new PaymentLedger(tx);
    this.refunds = new RefundLedger(tx);
  }

  async list(view: TransferView, page: number, limit: number, outcome?: Outcome) {
    const conditions: SQL[] = [];
    if (view === 'to_check') conditions.push(inArray(bankTransactions.outcome, NEEDS_STAFF), isNull(bankTransactions.handledAt));
    if (view === 'handled') conditions.push(isNotNull(bankTransactions.handledAt));
    if (view === 'attached') conditions.push(isNotNull(bankTransactions.attachedAt));
    if (view === 'all') conditions.push(isNotNull(bankTransactions.processedAt));
    if (outcome) conditions.push(eq(bankTransactions.outcome, outcome));
    const where = and(...conditions);
    const [{ total }] = await this.tx
      .current()
      .select({ total: sql<number>`count(*)::int` })
      .from(bankTransactions)
      .where(where);
    const rows = await this.views(where, (page - 1) * limit, limit);
    return { transactions: rows, pagination: { page, limit, total, pages: Math.max(1, Math.ceil(total / limit)) } };
  }

  async attach(staff: AuthUser, transferId: string, typedOrderNumber: string): Promise<AttachResult> {
    if (!isUuid(transferId)) throw transferNotFound();
    const key = orderKeyOf(typedOrderNumber);
    if (!key) throw orderNotFound();
    const [target] = await this.tx.current().select({ orderId: orderPayments.orderId }).from(orderPayments).where(eq(orderPayments.referenceKey, key));
    if (!target) throw orderNotFound();

    const result = await this.tx.transactional(async () => {
      // Lock order: the order, then the transfer, then the order's partial transfers.
      const order = await this.orders.lockOrder(target.orderId);
      if (!order) throw orderNotFound();
      const [transfer] = await this.tx.current().select().from(bankTransactions).where(eq(bankTransactions.id, transferId)).for('update');
      if (!transfer) throw transferNotFound();
      await this.refuseSettled(transfer);
      if (order.paymentStatus === 'paid') throw alreadyPaid();
      if (order.closedReason) throw paymentClosed();

      const earlier = await this.tx
        .current()
        .select({ id: bankTransactions.id, amount: bankTransactions.transferAmount })
        .from(bankTransactions)
        .where(
          and(
            eq(bankTransactions.orderId, order.orderId),
            eq(bankTransactions.outcome, 'partial'),
            isNull(bankTransactions.handledAt),
            ne(bankTransactions.id, transfer.id),
          ),
        )
        .orderBy(asc(bankTransactions.id))
        .for('update');
      const coveredAmount = transfer.transferAmount + earlier.reduce((sum, t) => sum + t.amount, 0);
      const attached = { orderId: order.orderId, attachedAt: sql`now()`, attachedBy: staff.id, attachedByName: staff.name.slice(0, 200) };

      if (coveredAmount < order.amount) {
        await this.tx
          .current()
          .update(bankTransactions)
          .set({ ...attached, outcome: 'partial', refundAmount: null })
          .where(eq(bankTransactions.id, transfer.id));
        return { order, coveredAmount, paid: false };
      }
      const paid = await this.ledger.markPaid(order, {
        source: 'staff',
        transactionId: `${transfer.provider.toUpperCase()}-${transfer.providerId}`,
        amount: order.amount,
        note: `Ghép ${1 + earlier.length} giao dịch chuyển khoản, tổng ${formatVnd(coveredAmount)}`,
        confirmedBy: staff.id,
      });
      if (paid === 'already_paid') throw alreadyPaid();
      if (paid === 'transaction_used') throw transactionUsed();
      // More than the order needed: the excess is owed back, and the transfer stays for staff (decision 0703).
      const surplus = coveredAmount - order.amount;
      await this.tx
        .current()
        .update(bankTransactions)
        .set({ ...attached, outcome: surplus > 0 ? 'overpaid' : 'paid', refundAmount: surplus > 0 ? surplus : null })
        .where(eq(bankTransactions.id, transfer.id));
      if (surplus > 0) await this.refunds.owe({ transfer: transfer.id }, 'overpaid', order.orderId, surplus);
      if (earlier.length) {
        await this.tx
          .current()
          .update(bankTransactions)
          .set({ outcome: 'paid' })
          .where(
            inArray(
              bankTransactions.id,
              earlier.map((e) => e.id),
            ),
          );
      }
      return { order, coveredAmount, paid: true };
    });

    if (result.paid) countMatched('staff');
    const [transfer] = await this.views(eq(bankTransactions.id, transferId), 0, 1);
    const missingAmount = Math.max(0, result.order.amount - result.coveredAmount);
    const message = result.paid
      ? `Đã ghép giao dịch vào đơn hàng ${result.order.orderNumber}, đơn hàng đã được thanh toán`
      : `Đã ghép giao dịch vào đơn hàng ${result.order.orderNumber}, còn thiếu ${formatVnd(missingAmount)}`;
    return {
      transfer,
      orderId: result.order.orderId,
      orderNumber: result.order.orderNumber,
      orderAmount: result.order.amount,
      coveredAmount: result.coveredAmount,
      missingAmount,
      paid: result.paid,
      message,
    };
  }

  async markHandled(staff: AuthUser, transferId: string, note: string): Promise<BankTransferRecord> {
    if (!isUuid(transferId)) throw transferNotFound();
    await this.tx.transactional(async () => {
      const [transfer] = await this.tx.current().select().from(bankTransactions).where(eq(bankTransactions.id, transferId)).for('update');
      if (!transfer) throw transferNotFound();
      if (transfer.processedAt === null) throw transferPending();
      if (transfer.handledAt) throw transferHandled();
      if (!transfer.outcome || !NEEDS_STAFF.includes(transfer.outcome as Outcome)) throw transferSettled();
      await this.tx
        .current()
        .update(bankTransactions)
        .set({ handledAt: sql`now()`, handledBy: staff.id, handledByName: staff.name.slice(0, 200), handledNote: note })
        .where(eq(bankTransactions.id, transferId));
    });
    const [view] = await this.views(eq(bankTransactions.id, transferId), 0, 1);
    return view;
  }

  /** Only a transfer still waiting for a person can be attached: not handled, not attached, not paying an order. */
  private async refuseSettled(transfer: Row): Promise<void> {
    if (transfer.processedAt === null) throw transferPending();
    if (transfer.handledAt) throw transferHandled();
    if (transfer.transferType !== 'in') throw transferOutgoing();
    if (transfer.attachedAt || transfer.outcome === 'paid' || transfer.outcome === 'overpaid') {
      const [owner] = transfer.orderId
        ? await this.tx.current().select({ orderNumber: orderPayments.orderNumber }).from(orderPayments).where(eq(orderPayments.orderId, transfer.orderId))
        : [];
      throw transferAttached(owner?.orderNumber ?? null);
    }
  }

  private async views(where: SQL | undefined, offset: number, limit: number): Promise<BankTransferRecord[]> {
    const rows = await this.tx
      .current()
      .select({
        transfer: bankTransactions,
        orderNumber: orderPayments.orderNumber,
        orderAmount: orderPayments.amount,
        orderOpen: sql<boolean>`(${orderPayments.paymentStatus} <> 'paid' AND ${orderPayments.closedReason} IS NULL)`,
        partialSum: sql<number>`(SELECT coalesce(sum(p.transfer_amount), 0)::bigint FROM bank_transactions p
          WHERE p.order_id = ${bankTransactions.orderId} AND p.outcome = 'partial' AND p.handled_at IS NULL)`.mapWith(Number),
      })
      .from(bankTransactions)
      .leftJoin(orderPayments, eq(orderPayments.orderId, bankTransactions.orderId))
      .where(where)
      .orderBy(desc(bankTransactions.receivedAt), desc(bankTransactions.id))
      .limit(limit)
      .offset(offset);
    return rows.map(({ transfer, orderNumber, orderAmount, orderOpen, partialSum }) => ({
      ...transfer,
      orderNumber,
      orderAmount,
      missingAmount: transfer.outcome === 'partial' && !transfer.handledAt && orderAmount !== null && orderOpen ? Math.max(0, orderAmount - partialSum) : null,
    }));
  }
}
