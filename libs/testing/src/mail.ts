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
  if (!part) throw new Error(`the mail has no quoted-printable text/plain part:\n${raw.slice(0, 500)}`);
  return decodeQuotedPrintable(part[1]);
}

/** The temporary password in identity's "forgot password" mail. */
export function temporaryPasswordIn(raw: string): string {
  const match = /Mật khẩu tạm thời của bạn:\s+(\S+)/.exec(plainText(raw));
  if (!match) throw new Error('no temporary password in the mail');
  return match[1];
}

/** The link of the newsletter confirmation mail (identity, decision 0800). */
export function newsletterConfirmLinkIn(raw: string): string {
  const match = /Xác nhận đăng ký: (\S+)/.exec(plainText(raw));
  if (!match) throw new Error('no confirmation link in the mail');
  return match[1];
}

/** The unsubscribe link every newsletter mail ends with. */
export function newsletterUnsubscribeLinkIn(raw: string): string {
  const match = /Hủy đăng ký tại: (\S+)/.exec(plainText(raw));
  if (!match) throw new Error('no unsubscribe link in the mail');
  return match[1];
}
