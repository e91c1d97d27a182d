import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { waitFor } from '@shop/testing';
import { repoRoot } from './system';

/** Where the shop writes mail when no SMTP_URL is set: var/mail/<timestamp>-<nonce>-<to>.eml (Mailer in @shop/platform). */
export const mailDir = (): string => path.join(process.env.VAR_DIR ?? path.join(repoRoot, 'var'), 'mail');

const filesFor = (to: string): string[] => {
  const dir = mailDir();
  if (!existsSync(dir)) return [];
  const suffix = `-${to.toLowerCase()}.eml`;
  return readdirSync(dir)
    .filter((f) => f.endsWith(suffix))
    .sort();
};

/** How many mails `to` has received so far (pass it to `waitForMail` to wait for the next one). */
export const mailCount = (to: string): number => filesFor(to).length;

/** Waits for mail number `index` (0-based) to `to` and answers its raw text. Mail is sent after the API answers. */
export async function waitForMail(to: string, index = 0, timeoutMs = 10_000): Promise<string> {
  const file = await waitFor(() => filesFor(to)[index], { timeoutMs, intervalMs: 100, what: `mail #${index + 1} to ${to} in ${mailDir()}` });
  return readFileSync(path.join(mailDir(), file), 'utf8');
}

export { plainText, temporaryPasswordIn } from '@shop/testing';
export { newsletterConfirmLinkIn, newsletterUnsubscribeLinkIn } from '@shop/testing';
