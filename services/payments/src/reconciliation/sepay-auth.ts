import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * SePay sends `Authorization: Apikey <key>`. The comparison runs in constant time over digests
 * (equal lengths whatever was sent); with no key configured nothing is accepted.
 */
export function sepayAuthorized(header: unknown, configuredKey: string): boolean {
  if (!configuredKey || typeof header !== 'string') return false;
  const match = /^Apikey\s+(.+)$/i.exec(header.trim());
  if (!match) return false;
  const digest = (v: string) => createHash('sha256').update(v, 'utf8').digest();
  return timingSafeEqual(digest(match[1].trim()), digest(configuredKey));
}
