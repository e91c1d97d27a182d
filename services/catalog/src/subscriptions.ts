import { Inject, Injectable } from '@nestjs/common';
import { CatalogCommands, OrderEvents } from '@shop/contracts';
import type { MessageBus } from '@shop/messaging';
import { MESSAGE_BUS } from '@shop/platform';
import { ReviewsService } from './reviews/reviews.service';
import { SoldCountService } from './sales/sold-count.service';
import { QuoteService } from './stock/quote.service';
import { ReservationsService } from './stock/reservations.service';

/**
 * Everything catalog takes from the bus, in one place (architecture §3):
 * the events bound to `catalog.events` and the commands served from `cmd.catalog.*`. Each event
 * handler runs in the transaction of its inbox row (the repositories find it in the transaction
 * context), so an event has its effect exactly once.
 */
@Injectable()
export class CatalogSubscriptions {
  constructor(
    @Inject(MESSAGE_BUS) bus: MessageBus,
    quotes: QuoteService,
    reservations: ReservationsService,
    soldCount: SoldCountService,
    reviews: ReviewsService,
  ) {
    bus.handle(CatalogCommands.QuoteLines, (request) => quotes.quote(request));
    bus.handle(CatalogCommands.ReserveStock, (request) => reservations.reserve(request));
    bus.handle(CatalogCommands.QuoteAndReserve, (request) => reservations.quoteAndReserve(request));
    bus.handle(CatalogCommands.ReleaseStock, async ({ orderId }) => ({ released: await reservations.release(orderId, 'command') }));

    // One per order under a rush: those arriving together confirm in one statement (decision 0613);
    // one whose reservation is no longer waiting (given back too early) is seen to alone.
    bus.onBatch(OrderEvents.OrderPlaced, async (events) => {
      const rest = await reservations.confirmAllIn(events.map((e) => e.payload.orderId));
      for (const e of events) if (rest.has(e.payload.orderId)) await e.as(() => reservations.reconfirmIn(e.payload.orderId));
    });
    bus.on(OrderEvents.OrderCancelled, (order) => reservations.cancelIn(order.orderId));
    bus.on(OrderEvents.OrderDelivered, (order) => soldCount.countDelivered(order));
    bus.on(OrderEvents.ProductReviewed, (review) => reviews.recordVerified(review));
  }
}
