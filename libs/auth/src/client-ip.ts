import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { varDir } from '@shop/config';

// Decision 0400: a service believes a client address only when the gateway vouches for it with an
// HMAC over the address, keyed by INTERNAL_SECRET, which only the gateway and the services hold.
// Anyone else who reaches a service (a mistaken firewall, a cluster without NetworkPolicy
// enforcement) is identified by its own socket address, so a made-up header cannot dodge a
// per-address rate limit or frame someone else's address.

export const CLIENT_IP_HEADER = 'x-client-ip';
export const CLIENT_IP_SIGNATURE_HEADER = 'x-client-ip-signature';

const secretPath = (): string => path.join(varDir(), 'keys', 'internal-secret');
let cached: { source: string; key: Buffer } | undefined;

/** Local development only: writes a random secret into var/keys when INTERNAL_SECRET is not set. */
export function ensureLocalInternalSecret(): void {
  if (process.env.INTERNAL_SECRET || existsSync(secretPath())) return;
  // A secret made up by one replica would be unknown to every other process: refuse instead.
  if (process.env.NODE_ENV === 'production') throw new Error('INTERNAL_SECRET must be set in production (node scripts/generate-keys.mjs)');
  mkdirSync(path.dirname(secretPath()), { recursive: true, mode: 0o700 });
  try {
    writeFileSync(secretPath(), randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (err) {
    // Another process wrote it first: theirs is the one every process reads.
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
}

/** The shared secret (INTERNAL_SECRET, or var/keys/internal-secret locally); throws when there is none. */
export function internalSecret(): Buffer {
  const fromEnv = process.env.INTERNAL_SECRET;
  const source = fromEnv ? 'env' : secretPath();
  if (cached?.source === source) return cached.key;
  if (!fromEnv) ensureLocalInternalSecret();
  const value = fromEnv ?? readFileSync(secretPath(), 'utf8').trim();
  if (value.length < 16) throw new Error('INTERNAL_SECRET must be at least 16 characters');
  cached = { source, key: Buffer.from(value) };
  return cached.key;
}

const sign = (ip: string, key = internalSecret()): string => createHmac('sha256', key).update(`client-ip:${ip}`).digest('base64url');

/**
 * The gateway signs the address of every call it makes to a service, the same few thousand
 * shoppers' addresses again and again: their signatures are kept, up to SIGNED_KEPT of them (then
 * forgotten all at once), for the key they were made with. Only the gateway's signing keeps them;
 * a service checking a signature computes it, so how long that takes says nothing about which
 * addresses were seen.
 */
const SIGNED_KEPT = 4096;
let signed: { key: Buffer; signatures: Map<string, string> } | undefined;

function signatureOf(ip: string): string {
  const key = internalSecret();
  if (signed?.key !== key) signed = { key, signatures: new Map() };
  let signature = signed.signatures.get(ip);
  if (signature === undefined) {
    signature = sign(ip, key);
    if (signed.signatures.size >= SIGNED_KEPT) signed.signatures.clear();
    signed.signatures.set(ip, signature);
  }
  return signature;
}

/** The headers the gateway adds to every call to a service. */
export function signedClientIpHeaders(ip: string): Record<string, string> {
  return { [CLIENT_IP_HEADER]: ip, [CLIENT_IP_SIGNATURE_HEADER]: signatureOf(ip) };
}

export interface ClientIpRequest {
  headers: Record<string, string | string[] | undefined>;
  ip?: string;
  socket?: { remoteAddress?: string };
}

const first = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v[0] : v)?.trim();

/**
 * The caller's address as a service sees it: the gateway's signed `x-client-ip`, or else the
 * socket's own address (an unsigned or wrongly signed header is ignored, never an error).
 */
export function clientIpOf(req: ClientIpRequest | undefined): string {
  const ip = first(req?.headers[CLIENT_IP_HEADER]);
  const signature = first(req?.headers[CLIENT_IP_SIGNATURE_HEADER]);
  if (ip && signature && isIP(ip)) {
    const expected = Buffer.from(sign(ip));
    const given = Buffer.from(signature);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return ip;
  }
  return req?.socket?.remoteAddress ?? req?.ip ?? 'unknown';
}
