import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationShutdown } from '@nestjs/common';
import { rabbitmqUrl, type Logger } from '@shop/config';
import { PaymentEvents } from '@shop/contracts';
import { EventBroadcast } from '@shop/messaging';
import { LOGGER } from '@shop/platform';

/** What the QR page is told: the same shape as `orderPaymentStatus`. */
export interface PaymentStatusEvent {
  orderId: string;
  paymentStatus: string;
  isPaid: boolean;
}

type Watcher = { send(event: PaymentStatusEvent): void; close(): void };

/**
 * The payment events of orders someone watches, for the QR page's push channel (decision 0710).
 * Every gateway replica listens on its own queue (`EventBroadcast`), so a shopper's stream hears
 * a payment whichever replica it is connected to and whichever replica took the webhook.
 * Watchers are registered only after the caller was shown to own the order: the events carry no
 * owner, the registration is the authorization. While the broker connection is down every stream
 * is closed (an event could be missed): the page falls back to polling until it reconnects.
 */
@Injectable()
export class PaymentEventsHub implements BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly watchers = new Map<string, Set<Watcher>>();
  private readonly broadcast: EventBroadcast;
  /** Shutting down: no new stream, or the HTTP server would wait for it to end. */
  private closing = false;

  constructor(@Inject(LOGGER) logger: Logger) {
    this.broadcast = new EventBroadcast({ name: 'gateway-payments', url: rabbitmqUrl(), logger, onDown: () => this.closeAll() });
    this.broadcast
      .on(PaymentEvents.PaymentConfirmed, (e) => this.publish({ orderId: e.orderId, paymentStatus: 'paid', isPaid: true }))
      .on(PaymentEvents.PaymentStatusChanged, (e) => this.publish({ orderId: e.orderId, paymentStatus: e.paymentStatus, isPaid: e.paymentStatus === 'paid' }));
  }

  start(): Promise<void> {
    return this.broadcast.start();
  }

  /** True while every payment event reaches this replica. */
  isLive(): boolean {
    return !this.closing && this.broadcast.isUp();
  }

  /** Registers a watcher of one order; the returned function removes it. */
  watch(orderId: string, watcher: Watcher): () => void {
    const set = this.watchers.get(orderId) ?? new Set<Watcher>();
    set.add(watcher);
    this.watchers.set(orderId, set);
    return () => {
      set.delete(watcher);
      if (set.size === 0 && this.watchers.get(orderId) === set) this.watchers.delete(orderId);
    };
  }

  /** Number of open streams, for tests and the log. */
  size(): number {
    let n = 0;
    for (const set of this.watchers.values()) n += set.size;
    return n;
  }

  private publish(event: PaymentStatusEvent): void {
    for (const watcher of this.watchers.get(event.orderId) ?? []) watcher.send(event);
  }

  private closeAll(): void {
    for (const set of this.watchers.values()) for (const watcher of set) watcher.close();
    this.watchers.clear();
  }

  /** Before the HTTP server closes: it waits for open connections, and a stream never ends by itself. */
  beforeApplicationShutdown(): void {
    this.closing = true;
    this.closeAll();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.broadcast.stop();
  }
}
