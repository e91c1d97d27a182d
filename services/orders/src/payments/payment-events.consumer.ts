import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { PaymentEvents } from '@shop/contracts';
import type { MessageBus } from '@shop/messaging';
import type { Logger } from '@shop/config';
import { isUuid, LOGGER, MESSAGE_BUS } from '@shop/platform';
import { CUSTOMER_CANCELLABLE } from '../orders/order-status';
import { OrdersRepository } from '../orders/orders.repository';
import { OrdersService } from '../orders/orders.service';

export const PAYMENT_EXPIRED_REASON = 'Đơn hàng đã tự động hủy do quá thời gian thanh toán qua mã QR';

/**
 * Keeps each order's paymentStatus in step with the payments service. Every handler
 * runs in the bus's inbox transaction, so a redelivered event changes nothing, and each update is
 * conditional, so events arriving out of order cannot undo a payment.
 */
@Injectable()
export class PaymentEventsConsumer {
  constructor(
    @Inject(MESSAGE_BUS) bus: MessageBus,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly orders: OrdersRepository,
    private readonly ordersService: OrdersService,
  ) {
    bus.on(PaymentEvents.PaymentConfirmed, (p) => this.confirmed(p));
    bus.on(PaymentEvents.PaymentStatusChanged, (p) => this.statusChanged(p));
    bus.on(PaymentEvents.PaymentExpired, (p) => this.expired(p));
  }

  /**
   * paid, once: the details are written only by the update that makes it paid. A payment is not a
   * status change, so it adds no status history entry (decision 0615): the order's payment shows it.
   */
  async confirmed(p: { orderId: string; paymentId: string; amount: number; source: string; transactionId: string; note: string | null; paidAt: string }) {
    if (!isUuid(p.orderId)) return this.logger.warn({ orderId: p.orderId }, 'PaymentConfirmed for an id that is not an order');
    const current = await this.orders.byId(p.orderId);
    if (!current) return this.logger.warn({ orderId: p.orderId }, 'PaymentConfirmed for an unknown order');
    const row = await this.orders.setPayment(
      p.orderId,
      {
        paymentStatus: 'paid',
        paymentDetails: { paymentId: p.paymentId, transactionId: p.transactionId, amount: p.amount, source: p.source, note: p.note, paidAt: p.paidAt },
      },
      sql`payment_status <> 'paid'`,
    );
    if (row) this.logger.info({ orderId: p.orderId, orderNumber: row.orderNumber }, 'order paid');
  }

  /** pending (a new code) or unpaid (the customer left the QR page); a paid order stays paid. */
  async statusChanged(p: { orderId: string; paymentStatus: 'unpaid' | 'pending' | 'paid' }) {
    if (!isUuid(p.orderId) || p.paymentStatus === 'paid') return;
    await this.orders.setPayment(p.orderId, { paymentStatus: p.paymentStatus }, sql`payment_status <> 'paid'`);
  }

  /** An unpaid QR order past its hold time is cancelled by the system (never a paid one): stock and coupon go back. */
  async expired(p: { orderId: string }) {
    if (!isUuid(p.orderId)) return;
    const unpaid = (o: { paymentStatus: string; paymentMethod: string }) => o.paymentStatus !== 'paid' && o.paymentMethod === 'qr_payment';
    const row = await this.ordersService.cancelIn(p.orderId, CUSTOMER_CANCELLABLE, 'system', PAYMENT_EXPIRED_REASON, unpaid);
    if (row) this.logger.info({ orderId: p.orderId, orderNumber: row.orderNumber }, 'unpaid QR order cancelled');
  }
}
