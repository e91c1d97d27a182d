import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { publicUrl, type Logger } from '@shop/config';
import { LOGGER, Mailer } from '@shop/platform';
import { Limits, RateLimiter } from '../auth/rate-limiter';
import { RATE_LIMITER } from '../auth/rate-limiter.provider';
import { IdentityErrors } from '../common/errors';
import type { MessagePayloadModel } from '../users/user.model';
import { confirmationMail } from './newsletter-mail';
import { NewsletterRepository, type ConfirmedSubscriber } from './newsletter.repository';

export const SUBSCRIBE_MESSAGE = 'Vui lòng kiểm tra email và bấm vào liên kết xác nhận để hoàn tất đăng ký.';
export const CONFIRMED_MESSAGE = 'Bạn đã đăng ký nhận bản tin Túi Việt thành công.';
export const UNSUBSCRIBED_MESSAGE = 'Bạn đã hủy đăng ký nhận bản tin Túi Việt.';
export const CONFIRM_VALID_DAYS = 7;

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const newToken = (): string => randomBytes(32).toString('base64url');
const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * The newsletter list (decision 0800): double opt-in, consent time and source
 * kept, one row per address. Signing up answers the same whatever the address's state, so the
 * form tells no one who is subscribed; the mail goes out after the answer.
 */
@Injectable()
export class NewsletterService {
  constructor(
    private readonly subscriptions: NewsletterRepository,
    private readonly mailer: Mailer,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async subscribe(email: string, source: string | null | undefined, ip: string): Promise<MessagePayloadModel> {
    await this.limiter.consume([Limits.newsletterByIp(ip), Limits.newsletterByEmail(email)]);
    const confirmToken = newToken();
    const row = await this.subscriptions.request({
      email,
      source: source ?? 'home',
      confirmTokenHash: hashOf(confirmToken),
      confirmExpiresAt: new Date(Date.now() + CONFIRM_VALID_DAYS * 24 * 60 * 60_000),
      unsubscribeToken: newToken(),
    });
    // Already confirmed: nothing changes and no mail is sent (the same answer all the same).
    if (row.status !== 'confirmed') void this.deliver(email, confirmToken, row.unsubscribeToken);
    return { success: true, message: SUBSCRIBE_MESSAGE };
  }

  async confirm(token: string): Promise<MessagePayloadModel> {
    const email = TOKEN.test(token) ? await this.subscriptions.confirm(hashOf(token)) : undefined;
    if (!email) throw IdentityErrors.newsletterLinkInvalid();
    return { success: true, message: CONFIRMED_MESSAGE };
  }

  async unsubscribe(token: string): Promise<MessagePayloadModel> {
    const email = TOKEN.test(token) ? await this.subscriptions.unsubscribe(token) : undefined;
    if (!email) throw IdentityErrors.newsletterLinkInvalid();
    return { success: true, message: UNSUBSCRIBED_MESSAGE };
  }

  /** Every confirmed subscriber, a page at a time (the staff download). */
  async *confirmed(pageSize = 1000): AsyncGenerator<ConfirmedSubscriber[]> {
    let after: ConfirmedSubscriber | undefined;
    for (;;) {
      const page = await this.subscriptions.confirmedPage(after, pageSize);
      if (page.length > 0) yield page;
      if (page.length < pageSize) return;
      after = page[page.length - 1];
    }
  }

  private async deliver(to: string, confirmToken: string, unsubscribeToken: string): Promise<void> {
    try {
      await this.mailer.send(confirmationMail({ to, publicUrl: publicUrl(), confirmToken, unsubscribeToken, validDays: CONFIRM_VALID_DAYS }));
    } catch (err) {
      this.logger.error({ err }, 'could not send the newsletter confirmation mail');
    }
  }
}
