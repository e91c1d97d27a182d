import type { AuthUser } from '@shop/auth';
import type { MessageBus } from '@shop/messaging';
import { alreadyPaid, orderNotFound, paymentClosed, transactionUsed } from '../common/errors';
import type { Database } from '../db/database';
import { lockOrder } from '../sessions/order-payments.repository';
import { markPaid } from '../sessions/payment-ledger';
import { countMatched } from '../sessions/payment-metrics';

/**
 * POST /orders/{id}/confirm-payment (product §12): staff record the bank transaction
 * or waybill code. Under the order's row lock and the payments table's unique keys, a staff
 * confirmation and a bank notification arriving together pay the order once.
 */
export class StaffConfirmationService {
  constructor(
    private readonly db: Database,
    private readonly bus: Pick<MessageBus, 'nudge'>,
  ) {}

  async confirm(
    staff: AuthUser,
    orderId: string,
    transactionId: string,
    note: string | null,
  ): Promise<{ orderId: string; paymentStatus: string; isPaid: boolean }> {
    await this.db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order) throw orderNotFound();
      if (order.paymentStatus === 'paid') throw alreadyPaid();
      if (order.closedReason) throw paymentClosed();
      const result = await markPaid(tx, order, { source: 'staff', transactionId, amount: order.amount, note, confirmedBy: staff.id });
      if (result === 'already_paid') throw alreadyPaid();
      if (result === 'transaction_used') throw transactionUsed();
    });
    this.bus.nudge();
    countMatched('staff');
    return { orderId, paymentStatus: 'paid', isPaid: true };
  }
}
