import { Inject, Injectable } from '@nestjs/common';
import * as oidc from 'openid-client';
import type { Logger } from '@shop/config';
import { DomainError, LOGGER } from '@shop/platform';
import { PasswordHasher } from '../auth/passwords';
import { SignInService } from '../auth/sign-in.service';
import { IdentityErrors } from '../common/errors';
import { RedisClient } from '../common/redis';
import { AccountsService } from '../users/accounts.service';
import { UsersRepository } from '../users/users.repository';
import type { UserRow } from '../users/users.schema';
import { STATE_TTL_SECONDS, oidcSettings, webCallbackUrl, type OidcSettings } from './oidc-settings';

interface PendingSignIn {
  codeVerifier: string;
  nonce: string;
}

/** What the web app's /auth/callback is told when the sign-in fails (shown to the user). */
export const SIGN_IN_FAILURES = {
  expired: 'Phiên đăng nhập Google đã hết hạn, vui lòng thử lại',
  unverifiedEmail: 'Email Google của bạn chưa được xác minh',
  locked: 'Tài khoản đã bị khóa',
  unavailable: 'Không thể kết nối đến server',
  failed: 'Đăng nhập Google thất bại',
};

class SignInFailure extends Error {}

/**
 * External sign-in with OpenID Connect (authorization code flow with PKCE S256, state and nonce),
 * using `openid-client`. The state, nonce and code verifier wait in Redis for 10 minutes and are
 * used once. The ID token is checked for issuer, audience, expiry, nonce and its signature against
 * the provider's JWKS. See docs/decisions/0104-external-sign-in.md.
 */
@Injectable()
export class ExternalSignInService {
  private config?: { key: string; promise: Promise<oidc.Configuration> };

  constructor(
    private readonly redisClient: RedisClient,
    private readonly users: UsersRepository,
    private readonly accounts: AccountsService,
    private readonly hasher: PasswordHasher,
    private readonly signIn: SignInService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The provider's authorization URL for a new sign-in, and the state to bind to the browser. */
  async start(): Promise<{ url: string; state: string }> {
    const settings = oidcSettings();
    if (!settings) throw IdentityErrors.providerUnavailable();
    const config = await this.configuration(settings);
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const pending: PendingSignIn = { codeVerifier, nonce };
    // Without Redis no sign-in can be finished: 503 now rather than at the callback (decision 0106).
    await this.redisClient.redis.set(stateKey(state), JSON.stringify(pending), 'EX', STATE_TTL_SECONDS).catch(() => {
      throw IdentityErrors.providerUnavailable();
    });
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: settings.redirectUri,
      response_type: 'code',
      scope: 'openid email profile',
      state,
      nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    });
    return { url: url.href, state };
  }

  /**
   * Finishes a sign-in from the provider's redirect and answers where to send the browser: the
   * web app's /auth/callback with `token` and `success=true`, or `success=false` and `error`.
   */
  async finish(query: string, browserState: string | undefined): Promise<string> {
    try {
      const token = await this.signInWith(query, browserState);
      return webCallbackUrl({ token, success: 'true' });
    } catch (err) {
      const message = err instanceof SignInFailure ? err.message : SIGN_IN_FAILURES.failed;
      if (!(err instanceof SignInFailure)) {
        const e = err as { code?: string; message?: string; cause?: { message?: string } };
        this.logger.warn({ code: e.code, reason: e.message, cause: e.cause?.message }, 'external sign-in failed');
      }
      return webCallbackUrl({ success: 'false', error: message });
    }
  }

  private async signInWith(query: string, browserState: string | undefined): Promise<string> {
    const settings = oidcSettings();
    if (!settings) throw new SignInFailure(SIGN_IN_FAILURES.unavailable);
    const params = new URLSearchParams(query);
    const state = params.get('state') ?? '';
    // The state must be one we issued, not used before, and issued to this same browser.
    const saved = state ? await this.redisClient.redis.getdel(stateKey(state)) : null;
    if (!saved || !browserState || browserState !== state) throw new SignInFailure(SIGN_IN_FAILURES.expired);
    const pending = JSON.parse(saved) as PendingSignIn;
    if (params.has('error')) throw new SignInFailure(SIGN_IN_FAILURES.failed);
    let config: oidc.Configuration;
    try {
      config = await this.configuration(settings);
    } catch {
      throw new SignInFailure(SIGN_IN_FAILURES.unavailable);
    }
    const tokens = await oidc.authorizationCodeGrant(config, new URL(`${settings.redirectUri}?${params}`), {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims?.sub) throw new SignInFailure(SIGN_IN_FAILURES.failed);
    const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
    if (!email || (claims.email_verified !== true && claims.email_verified !== 'true')) throw new SignInFailure(SIGN_IN_FAILURES.unverifiedEmail);
    const user = await this.linkOrCreate(config.serverMetadata().issuer, claims.sub, email, displayName(claims, email));
    if (!user.isActive) throw new SignInFailure(SIGN_IN_FAILURES.locked);
    return (await this.signIn.session(user)).token;
  }

  /** The user linked to this provider account; else the one with the same verified e-mail; else a new customer. */
  private async linkOrCreate(issuer: string, subject: string, email: string, name: string): Promise<UserRow> {
    const linked = await this.users.findByExternalIdentity(issuer, subject);
    if (linked) return linked;
    const existing = await this.users.findByEmail(email);
    if (existing) {
      await this.users.linkExternalIdentity({ issuer, subject, userId: existing.id, email });
      return existing;
    }
    const passwordHash = await this.hasher.unusable();
    try {
      return await this.accounts.create({ name, email, role: 'customer', passwordHash }, (user) =>
        this.users.linkExternalIdentity({ issuer, subject, userId: user.id, email }),
      );
    } catch (err) {
      // Someone registered this e-mail a moment ago: link to that account instead.
      if (err instanceof DomainError && err.code === 'EMAIL_TAKEN') return this.linkOrCreate(issuer, subject, email, name);
      throw err;
    }
  }

  /** Discovery is cached once it succeeds (per provider settings); a failure is retried on the next sign-in. */
  private configuration(settings: OidcSettings): Promise<oidc.Configuration> {
    const key = `${settings.issuer}|${settings.clientId}`;
    if (this.config?.key === key) return this.config.promise;
    const promise = oidc
      .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
        execute: [oidc.enableNonRepudiationChecks, ...(settings.allowInsecure ? [oidc.allowInsecureRequests] : [])],
        timeout: 5,
      })
      .catch((err: unknown) => {
        if (this.config?.promise === promise) this.config = undefined;
        this.logger.warn({ reason: (err as Error).message, issuer: settings.issuer }, 'OpenID provider unreachable');
        throw IdentityErrors.providerUnavailable();
      });
    this.config = { key, promise };
    return promise;
  }
}

const stateKey = (state: string): string => `oidc:state:${state}`;

function displayName(claims: Record<string, unknown>, email: string): string {
  const name = typeof claims.name === 'string' ? claims.name.trim() : '';
  const joined = [claims.given_name, claims.family_name].filter((p) => typeof p === 'string' && p.trim()).join(' ');
  return (name || joined || email.split('@')[0]).slice(0, 100);
}
