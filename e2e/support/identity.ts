import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SignJWT, importPKCS8 } from 'jose';
import { ShopClient, uniqueEmail } from './http';
import { repoRoot } from './system';

/**
 * A client address of its own for one test (an IPv6 documentation address sent as X-Forwarded-For,
 * which the gateway believes from loopback): sign-in rate limits count per address, so tests that
 * exhaust them do not lock out the rest of the suite (or the next run, within 15 minutes).
 */
export const clientAt = (api: ShopClient, ip = `2001:db8:e2e::${randomInt(0xffff).toString(16)}:${randomInt(0xffff).toString(16)}`): ShopClient =>
  api.withHeaders({ 'x-forwarded-for': ip });

export interface Registered {
  client: ShopClient;
  token: string;
  user: any;
  email: string;
  password: string;
}

/**
 * Registers a new customer through REST and answers a client carrying its token. Each
 * registration comes from an address of its own: registrations are limited per address (10 an
 * hour, decision 0101), and a suite registers many more than that.
 */
export async function registerCustomer(api: ShopClient, overrides: Record<string, string> = {}): Promise<Registered> {
  const body = { name: 'Khách Hàng Thử', email: uniqueEmail('id'), phone: '0912345678', password: 'matkhau123', ...overrides };
  const res = await clientAt(api).post('/api/auth/register', body);
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { client: api.withToken(res.body.data.token), token: res.body.data.token, user: res.body.data.user, email: body.email, password: body.password };
}

/** A token signed with the system's own key (var/keys), for claims a test needs (e.g. expired). */
export async function signWithSystemKey(claims: { sub: string; role: string; sv?: number }, exp: number): Promise<string> {
  const pem = process.env.JWT_PRIVATE_KEY ?? readFileSync(path.join(repoRoot, 'var/keys/jwt-private.pem'), 'utf8');
  const key = await importPKCS8(pem, 'EdDSA');
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role: claims.role, sv: claims.sv ?? 0, email: 'x@example.com', name: 'x' })
    .setProtectedHeader({ alg: 'EdDSA', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer('shop-identity')
    .setAudience('shop')
    .setIssuedAt(Math.min(now, exp - 60))
    .setExpirationTime(exp)
    .sign(key);
}

export const DEMO = {
  admin: { email: process.env.DEMO_ADMIN_EMAIL ?? 'admin@example.com', password: process.env.DEMO_ADMIN_PASSWORD ?? 'admin123' },
  seller: { email: process.env.DEMO_SELLER_EMAIL ?? 'seller@example.com', password: process.env.DEMO_SELLER_PASSWORD ?? 'seller123' },
  customer: { email: process.env.DEMO_CUSTOMER_EMAIL ?? 'customer@example.com', password: process.env.DEMO_CUSTOMER_PASSWORD ?? 'customer123' },
};
