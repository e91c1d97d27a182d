import { env, publicUrl } from '@shop/config';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Where the provider sends the browser back: the gateway's callback route. */
  redirectUri: string;
  /** Plain http is only allowed for a provider on this machine (tests, a local mock). */
  allowInsecure: boolean;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** External sign-in settings, or undefined when `GOOGLE_CLIENT_ID`/`GOOGLE_CLIENT_SECRET` are not set. */
export function oidcSettings(): OidcSettings | undefined {
  const clientId = process.env.GOOGLE_CLIENT_ID;
  const clientSecret = process.env.GOOGLE_CLIENT_SECRET;
  if (!clientId || !clientSecret) return undefined;
  const issuer = env('GOOGLE_ISSUER', 'https://accounts.google.com');
  const { protocol, hostname } = new URL(issuer);
  return {
    issuer,
    clientId,
    clientSecret,
    redirectUri: `${publicUrl().replace(/\/$/, '')}/api/auth/google/callback`,
    allowInsecure: protocol === 'http:' && LOCAL_HOSTS.has(hostname),
  };
}

/** The web app's page that finishes an external sign-in (product §10: /auth/callback). */
export function webCallbackUrl(params: Record<string, string>): string {
  const url = new URL('/auth/callback', publicUrl());
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}

/** The cookie that ties the callback to the browser that started the sign-in (login CSRF). */
export const STATE_COOKIE = 'shop_oidc_state';
export const STATE_TTL_SECONDS = 600;

export function stateCookie(value: string, maxAge = STATE_TTL_SECONDS): string {
  const secure = publicUrl().startsWith('https:') ? '; Secure' : '';
  return `${STATE_COOKIE}=${value}; Path=/api/auth/google; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return undefined;
}
