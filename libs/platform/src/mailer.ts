import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { env, varDir, type Logger } from '@shop/config';
import { LOGGER } from './tokens';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. `List-Unsubscribe` on newsletter mail. */
  headers?: Record<string, string>;
}

/**
 * The file a mail is written to when there is no SMTP server: var/mail/<timestamp>-<nonce>-<to>.eml.
 * The nonce keeps two mails to one address in the same millisecond (a burst of orders) apart.
 */
export function mailFileName(to: string, at = new Date(), nonce = randomBytes(3).toString('hex')): string {
  const stamp = at.toISOString().replace(/[:.]/g, '-');
  return `${stamp}-${nonce}-${to.toLowerCase().replace(/[^a-z0-9@._+-]/g, '_')}.eml`;
}

/**
 * Sends mail with nodemailer: over SMTP when `SMTP_URL` is set, otherwise into `var/mail/*.eml`
 * (logged with its path) so a developer can read it without a mail server. One mailer for every
 * service that writes to customers (identity: password reset, newsletter; orders: order mails).
 */
@Injectable()
export class Mailer {
  private transport?: Transporter;
  private fileTransport?: Transporter;

  constructor(@Inject(LOGGER) private readonly logger: Logger) {}

  async send(mail: Mail): Promise<void> {
    const message = {
      from: env('MAIL_FROM', '"Túi Việt" <no-reply@tuiviet.local>'),
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers,
      // quoted-printable keeps the ASCII parts (order numbers, amounts, temporary passwords) readable in a raw .eml
      textEncoding: 'quoted-printable' as const,
    };
    const smtpUrl = process.env.SMTP_URL;
    if (smtpUrl) {
      this.transport ??= nodemailer.createTransport(smtpUrl);
      await this.transport.sendMail(message);
      this.logger.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      return;
    }
    // One transport per process: a burst of orders writes a mail each.
    this.fileTransport ??= nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    const built = await this.fileTransport.sendMail(message);
    const dir = path.join(varDir(), 'mail');
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, mailFileName(mail.to));
    // Written aside and renamed, so whoever watches the folder never reads half a mail.
    await writeFile(`${file}.part`, built.message as Buffer);
    await rename(`${file}.part`, file);
    this.logger.info({ to: mail.to, subject: mail.subject, file }, 'mail written (no SMTP_URL)');
  }
}
