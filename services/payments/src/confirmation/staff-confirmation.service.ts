import type { AuthUser } from '@shop/auth';
import { alreadyPaid, orderNotFound, paymentClosed, transactionUsed } from '../common/errors';
import type { Transactions } from '../db/database';
import { OrderPaymentsRepository } from '../sessions/order-payments.repository';
import { PaymentLedger } from '../sessions/payment-ledger';
import { countMatched } from '../sessions/payment-metrics';

/**
 * POST /orders/{id}/confirm-payment (product §12): staff record the bank transaction
 * or waybill code. Under the order's row lock and the payments table's unique keys, a staff
 * confirmation and a bank notification arriving together pay the order once.
 */
export class StaffConfirmationService {
  private readonly orders: OrderPaymentsRepository;
  private readonly ledger: PaymentLedger;

  constructor(private readonly tx: Transactions) {
    this.orders = new OrderPaymentsRepository(tx);
    this.ledger = new PaymentLedger(tx);
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
      if (order.closedReason) throw paymentClosed();
      const result = await this.ledger.markPaid(order, { source: 'staff', transactionId, amount: order.amount, note, confirmedBy: staff.id });
      if (result === 'already_paid') throw alreadyPaid();
      if (result === 'transaction_used') throw transactionUsed();
    });
    countMatched('staff');
    return { orderId, paymentStatus: 'paid', isPaid: true };
  }
}
