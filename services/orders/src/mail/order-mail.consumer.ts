import { Inject, Injectable } from '@nestjs/common';
import { OrderEvents } from '@shop/contracts';
import type { MessageBus } from '@shop/messaging';
import { publicUrl, type Logger } from '@shop/config';
import { LOGGER, MESSAGE_BUS, Mailer } from '@shop/platform';
import type { Executor } from '../db/database';
import { OrdersRepository } from '../orders/orders.repository';
import { orderCancelledMail, orderPlacedMail, orderShippedMail } from './order-mails';

/**
 * Mails the customer from orders' own events (issue 8 §9), never from the request: a mail
 * server that is away delays a mail (the bus retries, then dead-letters) but never fails an order.
 */
@Injectable()
export class OrderMailConsumer {
  constructor(
    @Inject(MESSAGE_BUS) bus: MessageBus,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly orders: OrdersRepository,
    private readonly mailer: Mailer,
  ) {
    // Reads go through the handler's own transaction: a second pool connection per handler
    // would let a burst of events take the whole pool and wait on itself.
    bus.on(OrderEvents.OrderPlaced, async (p, _e, tx) => {
      const found = await this.orders.withItems(p.orderId, tx as unknown as Executor);
      if (!found) return this.logger.warn({ orderId: p.orderId }, 'OrderPlaced for an order not found; no mail');
      await this.mailer.send(orderPlacedMail(found.order, found.items, publicUrl()));
    });
    bus.on(OrderEvents.OrderStatusChanged, async (p, _e, tx) => {
      if (p.to !== 'shipping') return;
      const order = await this.orders.byId(p.orderId, tx as unknown as Executor);
      if (order) await this.mailer.send(orderShippedMail(order, publicUrl()));
    });
    bus.on(OrderEvents.OrderCancelled, async (p, _e, tx) => {
      const order = await this.orders.byId(p.orderId, tx as unknown as Executor);
      if (order) await this.mailer.send(orderCancelledMail(order, publicUrl()));
    });
  }
}
