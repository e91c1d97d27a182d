import type { AuthUser } from '@shop/auth';
import { eq, sql } from 'drizzle-orm';
import { alreadyPaid, orderNotFound, transactionUsed } from '../common/errors';
import type { Transactions } from '../db/database';
import { OrderPaymentsRepository } from '../sessions/order-payments.repository';
import { RefundLedger } from '../refunds/refund-ledger';
import { PaymentLedger } from '../sessions/payment-ledger';
import { payments } from '../sessions/sessions.schema';
import { countMatched } from '../sessions/payment-metrics';

/**
 * POST /orders/{id}/confirm-payment (product §12): staff record the bank transaction
 * or waybill code, also on a cancelled order (its money is then owed back). Under the order's row lock and the payments table's unique keys, a staff
 * confirmation and a bank notification arriving together pay the order once.
 */
export class StaffConfirmationService {
  private readonly orders: OrderPaymentsRepository;
  private readonly ledger: PaymentLedger;
  private readonly refunds: RefundLedger;

  constructor(private readonly tx: Transactions) {
    this.orders = new OrderPaymentsRepository(tx);
    this.ledger = new PaymentLedger(tx);
    this.refunds = new RefundLedger(tx);
  }

  async confirm(
    staff: AuthUser,
    orderId: string,
    transactionId: string,
    note: string | null,
  ): Promise<{ orderId: string; paymentStatus: string; isPaid: boolean }> {
    await this.tx.transactional(async () => {
      const order = await this.orders.lockOrder(orderId);
      if (!order) throw orderNotFound();
      if (order.paymentStatus === 'paid') throw alreadyPaid();
      const result = await this.ledger.markPaid(order, { source: 'staff', transactionId, amount: order.amount, note, confirmedBy: staff.id });
      if (result === 'already_paid') throw alreadyPaid();
      if (result === 'transaction_used') throw transactionUsed();
      // product §12 offers it whenever the order is unpaid: money received for a cancelled or
      // expired order is recorded, and since nothing ships for it, all of it is owed back (decision 0730).
      if (order.closedReason) {
        const [payment] = await this.tx
          .current()
          .update(payments)
          .set({ refundDue: sql`now()` })
          .where(eq(payments.orderId, orderId))
          .returning({ id: payments.id });
        await this.refunds.owe({ payment: payment.id }, 'cancelled_paid', orderId, order.amount);
      }
    });
    countMatched('staff');
    return { orderId, paymentStatus: 'paid', isPaid: true };
  }
}
