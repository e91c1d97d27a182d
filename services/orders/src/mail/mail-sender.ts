import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { envInt, publicUrl, type Logger } from '@shop/config';
import { LOGGER, Mailer, type Mail } from '@shop/platform';
import { OrdersRepository } from '../orders/orders.repository';
import { orderCancelledMail, orderPlacedMail, orderShippedMail } from './order-mails';
import { MailRequestsRepository, type DueMail } from './mail-requests.repository';

// A sender that dies mid-send leaves its mails leased this long (longer than an SMTP exchange can
// take), then another replica's sender, or its own after a restart, sends them.
const LEASE_MS = 10 * 60_000;
const MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;

const describe = (err: unknown): string => (err instanceof Error ? err.message : String(err));

/**
 * Sends the mails owed in `mail_requests` (decision 0613, addendum of 27 November), at most
 * MAIL_PER_SECOND of them a second per replica (default 20, a transactional mail provider's usual
 * sending rate): a sale's rush of orders never waits for its confirmations, which follow at that
 * pace. A failed mail is tried again with a growing delay (30 s, doubled, at most an hour), eight
 * times in all, then kept with its error. Replicas share the work (a lease taken with SKIP LOCKED).
 */
@Injectable()
export class MailSender implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly perSecond = Math.max(1, envInt('MAIL_PER_SECOND', 20));
  private readonly pollMs = Math.max(50, envInt('MAIL_POLL_MS', 1000));
  private stopped = false;
  private loop?: Promise<void>;
  private wake?: () => void;

  constructor(
    private readonly requests: MailRequestsRepository,
    private readonly orders: OrdersRepository,
    private readonly mailer: Mailer,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.loop = this.run();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    await this.loop;
  }

  /** Looks for owed mails now rather than at the next poll (after a commit that owes one). */
  nudge(): void {
    this.wake?.();
  }

  private async run(): Promise<void> {
    const gap = 1000 / this.perSecond;
    let nextSendAt = 0;
    while (!this.stopped) {
      let due: DueMail[] = [];
      try {
        due = await this.requests.claim(this.perSecond, LEASE_MS);
      } catch (err) {
        this.logger.warn({ err }, 'could not read the mails owed; trying again shortly');
      }
      if (due.length === 0) {
        await this.idle(this.pollMs);
        continue;
      }
      for (let i = 0; i < due.length; i++) {
        if (this.stopped) {
          await this.requests.unlease(due.slice(i)).catch((err) => this.logger.warn({ err }, 'mails left leased; sent after the lease'));
          return;
        }
        const wait = nextSendAt - Date.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        nextSendAt = Math.max(Date.now(), nextSendAt) + gap;
        await this.send(due[i]);
      }
    }
  }

  private idle(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wake = done;
      if (this.stopped) done();
    });
  }

  private async send(due: DueMail): Promise<void> {
    try {
      const mail = await this.compose(due);
      if (mail) await this.mailer.send(mail);
      else this.logger.warn({ orderId: due.orderId, kind: due.kind }, 'mail owed for an order not found; not sent');
      await this.requests.sent(due);
    } catch (err) {
      const attempts = due.attempts + 1;
      const retryAt = attempts >= MAX_ATTEMPTS ? null : new Date(Date.now() + Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), MAX_RETRY_MS));
      if (retryAt) this.logger.warn({ orderId: due.orderId, kind: due.kind, attempts, retryAt, err }, 'mail not sent; will try again');
      else this.logger.error({ orderId: due.orderId, kind: due.kind, attempts, err }, 'mail not sent; given up');
      await this.requests
        .failed(due, describe(err), retryAt)
        .catch((e) => this.logger.warn({ err: e }, 'could not record the failed mail; sent after the lease'));
    }
  }

  private async compose(due: DueMail): Promise<Mail | undefined> {
    if (due.kind === 'placed') {
      const found = await this.orders.withItems(due.orderId);
      return found && orderPlacedMail(found.order, found.items, publicUrl());
    }
    const order = await this.orders.byId(due.orderId);
    if (!order) return undefined;
    return due.kind === 'shipped' ? orderShippedMail(order, publicUrl()) : orderCancelledMail(order, publicUrl());
  }
}
