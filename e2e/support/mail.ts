import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './system';

/** Where identity writes mail when no SMTP_URL is set: var/mail/<timestamp>-<to>.eml. */
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
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const file = filesFor(to)[index];
    if (file) return readFileSync(path.join(mailDir(), file), 'utf8');
    if (Date.now() > deadline) throw new Error(`no mail #${index + 1} to ${to} in ${mailDir()} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Decodes a quoted-printable body (RFC 2045) as UTF-8. */
export function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The decoded text/plain part of a raw mail. */
export function plainText(raw: string): string {
  const part = /Content-Type: text\/plain[^\n]*\n(?:[^\n]+\n)*?Content-Transfer-Encoding: quoted-printable\n\n([\s\S]*?)(?:\n--|$)/i.exec(
    raw.replace(/\r\n/g, '\n'),
  );
  if (!part) throw new Error('the mail has no quoted-printable text/plain part');
  return decodeQuotedPrintable(part[1]);
}

/** The temporary password in a "forgot password" mail. */
export function temporaryPasswordIn(raw: string): string {
  const match = /Mật khẩu tạm thời của bạn:\s+(\S+)/.exec(plainText(raw));
  if (!match) throw new Error('no temporary password in the mail');
  return match[1];
}
