import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { formatVnd, isStaff, PaymentEvents, vietQrBankOf } from '@shop/contracts';
import type { AuthUser } from '@shop/auth';
import { enqueueEvent } from '@shop/messaging';
import { DomainError, isUuid } from '@shop/platform';
import type { Transactions } from '../db/database';
import { bankTransactions } from '../reconciliation/bank-transactions.schema';
import { orderPayments } from '../sessions/sessions.schema';
import { refunds } from './refunds.schema';

/** Which refunds the back office lists: still owed (default), refunded, or all. */
export type RefundView = 'owed' | 'refunded' | 'all';
export const REFUND_VIEWS: readonly RefundView[] = ['owed', 'refunded', 'all'];

type Row = typeof refunds.$inferSelect;

/** An account staff may send the money to, as the bank's notification named it. */
export interface SenderAccount {
  bankBin: string | null;
  bankName: string | null;
  accountNo: string;
  accountName: string | null;
}

/** A refund as staff see it: its order, and the transfer the money came with. */
export interface RefundRecord extends Row {
  orderNumber: string;
  transferContent: string | null;
  transferReference: string | null;
  senderAccount: SenderAccount | null;
}

export interface RefundAccountInput {
  bankBin: string;
  accountNo: string;
  accountName: string;
}

// The refusals staff see (decision 0730).
const refundNotFound = () => new DomainError('REFUND_NOT_FOUND', 'Không tìm thấy khoản hoàn tiền', 404);
const refundDone = () => new DomainError('REFUND_ALREADY_DONE', 'Khoản tiền này đã được đánh dấu đã hoàn, không thể đánh dấu lần nữa', 409);
const accountMissing = () => new DomainError('REFUND_ACCOUNT_MISSING', 'Vui lòng nhập tài khoản nhận tiền hoàn trước', 409);
const unknownBank = () => new DomainError('VALIDATION_FAILED', 'Vui lòng chọn ngân hàng trong danh sách', 400);

/** The sender's account when the notification carried one (decision 0730); never guessed from the text. */
function senderOf(raw: unknown): SenderAccount | null {
  const r = (raw ?? {}) as Record<string, unknown>;
  const accountNo = typeof r.counterAccountNumber === 'string' ? r.counterAccountNumber.replace(/\s/g, '') : '';
  if (!/^[0-9]{6,19}$/.test(accountNo)) return null;
  const bin = typeof r.counterAccountBankId === 'string' ? r.counterAccountBankId : '';
  const bank = vietQrBankOf(bin);
  const name = typeof r.counterAccountName === 'string' && r.counterAccountName.trim() ? r.counterAccountName.trim() : null;
  return { bankBin: bank?.bin ?? null, bankName: bank?.name ?? null, accountNo, accountName: name };
}

/**
 * The 'Cần hoàn tiền' list (decision 0730): money owed back, the customer's account staff enter,
 * and marking it refunded, once: the refund's row lock makes two staff take turns, and the second
 * finds it refunded.
 */
export class RefundsService {
  constructor(private readonly tx: Transactions) {}

  async list(view: RefundView, page: number, limit: number) {
    const where = view === 'all' ? undefined : eq(refunds.status, view);
    const [{ total }] = await this.tx
      .current()
      .select({ total: sql<number>`count(*)::int` })
      .from(refunds)
      .where(where);
    const rows = await this.views(where, (page - 1) * limit, limit);
    return { refunds: rows, pagination: { page, limit, total, pages: Math.max(1, Math.ceil(total / limit)) } };
  }

  async one(id: string): Promise<RefundRecord> {
    if (!isUuid(id)) throw refundNotFound();
    const [row] = await this.views(eq(refunds.id, id), 0, 1);
    if (!row) throw refundNotFound();
    return row;
  }

  /** The customer's account, typed by staff or taken from the transfer; changeable until refunded. */
  async setAccount(id: string, input: RefundAccountInput): Promise<RefundRecord> {
    if (!isUuid(id)) throw refundNotFound();
    const bank = vietQrBankOf(input.bankBin);
    if (!bank) throw unknownBank();
    await this.tx.transactional(async () => {
      const row = await this.lock(id);
      if (row.status === 'refunded') throw refundDone();
      await this.tx
        .current()
        .update(refunds)
        .set({ bankBin: bank.bin, bankName: bank.name, accountNo: input.accountNo, accountName: input.accountName })
        .where(eq(refunds.id, id));
    });
    return this.one(id);
  }

  /**
   * Staff sent the money back: refunded with the bank's reference, once. The transfer it came with
   * leaves the transfers to check, and `payments.RefundCompleted` tells the customer.
   */
  async markRefunded(staff: AuthUser, id: string, bankReference: string): Promise<RefundRecord> {
    if (!isUuid(id)) throw refundNotFound();
    await this.tx.transactional(async () => {
      const row = await this.lock(id);
      if (row.status === 'refunded') throw refundDone();
      if (!row.accountNo) throw accountMissing();
      const [done] = await this.tx
        .current()
        .update(refunds)
        .set({ status: 'refunded', bankReference, refundedAt: sql`now()`, refundedBy: staff.id, refundedByName: staff.name.slice(0, 200) })
        .where(and(eq(refunds.id, id), eq(refunds.status, 'owed')))
        .returning();
      if (row.bankTransactionId) {
        await this.tx
          .current()
          .update(bankTransactions)
          .set({
            handledAt: sql`now()`,
            handledBy: staff.id,
            handledByName: staff.name.slice(0, 200),
            handledNote: `Đã hoàn ${formatVnd(row.amount)}, mã giao dịch ${bankReference}`,
          })
          .where(and(eq(bankTransactions.id, row.bankTransactionId), isNull(bankTransactions.handledAt)));
      }
      const [order] = await this.tx
        .current()
        .select({ orderNumber: orderPayments.orderNumber })
        .from(orderPayments)
        .where(eq(orderPayments.orderId, row.orderId));
      await enqueueEvent(this.tx.current(), PaymentEvents.RefundCompleted, {
        refundId: id,
        orderId: row.orderId,
        orderNumber: order.orderNumber,
        amount: row.amount,
        bankReference,
        refundedAt: (done.refundedAt ?? new Date()).toISOString(),
      });
    });
    return this.one(id);
  }

  /** The refunds of orders, for the order's owner or staff (the customer's order pages); others see none. */
  async ofOrders(viewer: AuthUser | undefined, orderIds: string[]): Promise<Map<string, Row[]>> {
    const byOrder = new Map<string, Row[]>(orderIds.map((id) => [id, []]));
    if (!viewer || !orderIds.length) return byOrder;
    const conditions: SQL[] = [inArray(refunds.orderId, orderIds)];
    if (!isStaff(viewer.role)) conditions.push(eq(orderPayments.customerId, viewer.id));
    const rows = await this.tx
      .current()
      .select({ refund: refunds })
      .from(refunds)
      .innerJoin(orderPayments, eq(orderPayments.orderId, refunds.orderId))
      .where(and(...conditions))
      .orderBy(refunds.createdAt);
    for (const { refund } of rows) byOrder.get(refund.orderId)?.push(refund);
    return byOrder;
  }

  private async lock(id: string): Promise<Row> {
    const [row] = await this.tx.current().select().from(refunds).where(eq(refunds.id, id)).for('update');
    if (!row) throw refundNotFound();
    return row;
  }

  private async views(where: SQL | undefined, offset: number, limit: number): Promise<RefundRecord[]> {
    const rows = await this.tx
      .current()
      .select({
        refund: refunds,
        orderNumber: orderPayments.orderNumber,
        transferContent: bankTransactions.content,
        transferReference: bankTransactions.referenceCode,
        raw: bankTransactions.raw,
      })
      .from(refunds)
      .innerJoin(orderPayments, eq(orderPayments.orderId, refunds.orderId))
      .leftJoin(bankTransactions, eq(bankTransactions.id, refunds.bankTransactionId))
      .where(where)
      .orderBy(desc(refunds.createdAt), desc(refunds.id))
      .limit(limit)
      .offset(offset);
    return rows.map(({ refund, orderNumber, transferContent, transferReference, raw }) => ({
      ...refund,
      orderNumber,
      transferContent,
      transferReference,
      senderAccount: senderOf(raw),
    }));
  }
}
