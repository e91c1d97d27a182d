import { Inject, Injectable } from '@nestjs/common';
import { OrderEvents, PaymentCommands } from '@shop/contracts';
import type { MessageBus } from '@shop/messaging';
import { MESSAGE_BUS } from '@shop/platform';
import { PaymentSessionsService } from './payment-sessions.service';

/**
 * Serves `payments.openSession` (orders calls it right after placing a qr_payment order) and
 * follows orders' events: OrderPlaced (know the order; open its code if the command was missed),
 * OrderCancelled (close it). Event effects commit with the inbox row.
 */
@Injectable()
export class OrderEventsConsumer {
  constructor(@Inject(MESSAGE_BUS) bus: MessageBus, sessions: PaymentSessionsService) {
    bus.handle(PaymentCommands.OpenPaymentSession, (request) => sessions.open(request));
    // Its effects are in the handler's transaction, so the orders of a rush are recorded a batch
    // per statement (decision 0613). The expiry jobs go into Redis once that transaction has
    // committed, never for one that rolled back (a batch that fails is applied again event by
    // event, each scheduling then).
    bus.onBatch(OrderEvents.OrderPlaced, (events) => sessions.onOrdersPlaced(events));
    bus.on(OrderEvents.OrderCancelled, (payload) => sessions.onOrderCancelled(payload.orderId));
  }
}
