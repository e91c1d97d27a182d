import { cachedReading, envInt, observeGauges, shopCounter, type Logger } from '@shop/config';
import type { Mail, Mailer } from '../mailer';
import type { DueMail, OwedMails } from './owed-mails';

// A sender that dies mid-send leaves its mails leased this long (longer than an SMTP exchange can
// take), then another replica's sender, or its own after a restart, sends them.
const LEASE_MS = 10 * 60_000;
const MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;

const describe = (err: unknown): string => (err instanceof Error ? err.message : String(err));

/** The mail a due row stands for, read from the service's own data; undefined when its subject is gone. */
export type ComposeMail<K extends string> = (due: DueMail<K>) => Promise<Mail | undefined>;

/** What came of an attempt: sent, failed (tried again later), given up after the last attempt, or skipped (nothing to send it about). */
export const MAIL_RESULTS = ['sent', 'failed', 'given_up', 'skipped'] as const;

/** Whose mails these are, for the metrics: the service, and every kind of mail it owes. */
export interface OwedMailSource<K extends string> {
  service: string;
  kinds: readonly K[];
}

/** The table is read at most every 5 s, whatever the scrape interval. */
const READING_MAX_AGE_MS = 5000;

/**
 * Sends the mails a service owes (`OwedMails`; decision 0613, addendum of 27 November), at most
 * MAIL_PER_SECOND of them a second per replica (default 20, a transactional mail provider's usual
 * sending rate): a rush never waits for its mails, which follow at that pace, and no transaction
 * is open while the mail server answers. A failed mail is tried again with a growing delay (30 s,
 * doubled, at most an hour), eight times in all, then kept with its error. Replicas share the
 * work (a lease taken with SKIP LOCKED). `start()` when the service starts, `stop()` when it stops.
 */
export class OwedMailSender<K extends string = string> {
  private readonly perSecond = Math.max(1, envInt('MAIL_PER_SECOND', 20));
  private readonly pollMs = Math.max(50, envInt('MAIL_POLL_MS', 1000));
  private stopped = false;
  private loop?: Promise<void>;
  private wake?: () => void;
  private stopObserving?: () => void;
  private readonly attempts;

  constructor(
    private readonly mails: OwedMails<K>,
    private readonly compose: ComposeMail<K>,
    private readonly mailer: Mailer,
    private readonly logger: Logger,
    private readonly source: OwedMailSource<K>,
  ) {
    this.attempts = shopCounter('shop_mails_total', 'Attempts to send a mail owed to a customer, by kind and by what came of each', {
      kind: source.kinds,
      result: MAIL_RESULTS,
    });
  }

  /** Sends what is owed from now on, and reports the backlog (docs/operations.md, "Domain metrics"). */
  start(): void {
    this.loop ??= this.run();
    const backlog = cachedReading(() => this.mails.backlog(), READING_MAX_AGE_MS);
    const service = { service: this.source.service };
    this.stopObserving ??= observeGauges(
      {
        shop_mails_owed: 'Mails owed to customers, neither sent nor given up',
        shop_mails_oldest_owed_seconds: 'Age of the oldest mail still owed; 0 when none is',
      },
      async (observe) => {
        const owed = await backlog();
        if (!owed) return;
        observe('shop_mails_owed', owed.owed, service);
        observe('shop_mails_oldest_owed_seconds', owed.oldestSeconds, service);
      },
    );
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.stopObserving?.();
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
      let due: DueMail<K>[] = [];
      try {
        due = await this.mails.claim(this.perSecond, LEASE_MS);
      } catch (err) {
        this.logger.warn({ err }, 'could not read the mails owed; trying again shortly');
      }
      if (due.length === 0) {
        await this.idle(this.pollMs);
        continue;
      }
      for (let i = 0; i < due.length; i++) {
        if (this.stopped) {
          await this.mails.unlease(due.slice(i)).catch((err) => this.logger.warn({ err }, 'mails left leased; sent after the lease'));
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

  private async send(due: DueMail<K>): Promise<void> {
    const about = { subjectId: due.subjectId, kind: due.kind };
    try {
      const mail = await this.compose(due);
      if (mail) await this.mailer.send(mail);
      else this.logger.warn(about, 'mail owed for something not found; not sent');
      this.attempts.add({ kind: due.kind, result: mail ? 'sent' : 'skipped' });
      await this.mails.sent(due);
    } catch (err) {
      const attempts = due.attempts + 1;
      const retryAt = attempts >= MAX_ATTEMPTS ? null : new Date(Date.now() + Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), MAX_RETRY_MS));
      this.attempts.add({ kind: due.kind, result: retryAt ? 'failed' : 'given_up' });
      if (retryAt) this.logger.warn({ ...about, attempts, retryAt, err }, 'mail not sent; will try again');
      else this.logger.error({ ...about, attempts, err }, 'mail not sent; given up');
      await this.mails.failed(due, describe(err), retryAt).catch((e) => this.logger.warn({ err: e }, 'could not record the failed mail; sent after the lease'));
    }
  }
}
