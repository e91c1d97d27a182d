import { Inject, Injectable } from '@nestjs/common';
import { publicUrl, type Logger } from '@shop/config';
import { LOGGER, Mailer } from '@shop/platform';
import { AddressesRepository } from '../addresses/addresses.repository';
import { IdentityErrors } from '../common/errors';
import { AccountsService } from '../users/accounts.service';
import { currentAccount, type Session } from '../users/current-session';
import type { AuthPayloadModel } from '../users/user.model';
import type { RegisterInput } from '../users/users.inputs';
import { toAuthUser, toUserView } from '../users/user-view';
import { UsersRepository } from '../users/users.repository';
import type { UserRow } from '../users/users.schema';
import { PasswordHasher } from './passwords';
import { ACCOUNT_FREE_FAILURES, ACCOUNT_HOLD_CAP_SECONDS, Limits, RateLimiter, type Limit } from './rate-limiter';
import { RATE_LIMITER } from './rate-limiter.provider';
import { SessionRevocations } from './session-revocations';
import { signInAlertMail } from './sign-in-alert-mail';
import { TokenIssuer } from './token-issuer';

/** Sign-in, password change and the token + user answer both give (product §15: data.user, data.token). */
@Injectable()
export class SignInService {
  constructor(
    private readonly users: UsersRepository,
    private readonly accounts: AccountsService,
    private readonly addresses: AddressesRepository,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenIssuer,
    private readonly revocations: SessionRevocations,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    private readonly mailer: Mailer,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * A new customer account, signed in at once (product §10: after register the user is signed in).
   * Every attempt counts against the caller's address (decision 0101), before the argon2 work.
   */
  async register(input: RegisterInput, ip: string): Promise<AuthPayloadModel> {
    await this.limiter.consume([Limits.registerByIp(ip)]);
    const passwordHash = await this.hasher.hash(input.password);
    const user = await this.accounts.create({ name: input.name, email: input.email, phone: input.phone, role: 'customer', passwordHash });
    await this.limiter.increment([Limits.knownAddress(input.email, ip)]);
    return this.session(user);
  }

  /**
   * Unknown e-mail and wrong password get the same 401 after the same work (one argon2
   * verification). A locked account is told so (403), but only to someone who knows its password.
   * Wrong passwords for one account from any addresses hold its sign-in for a doubling time,
   * except from an address it signed up or signed in from lately (decision 0107).
   */
  async login(email: string, password: string, ip: string): Promise<AuthPayloadModel> {
    const limited = process.env.LOGIN_RATE_LIMIT_DISABLED !== 'true';
    const limits = limited ? [Limits.loginByEmailAndIp(email, ip), Limits.loginByIp(ip)] : [];
    const known = Limits.knownAddress(email, ip);
    const held = limited && !(await this.limiter.reached(known));
    await this.limiter.assertAllowed(held ? [...limits, Limits.loginHoldByAccount(email)] : limits);
    const user = await this.users.findByEmail(email);
    const ok = await this.hasher.verifyOrWaste(user?.passwordHash, password);
    if (!user || !ok) {
      if (limited) await this.countFailure(email, limits, user);
      throw IdentityErrors.invalidCredentials();
    }
    if (!user.isActive) throw IdentityErrors.accountLocked();
    if (limited) await Promise.all([this.limiter.reset(limits.slice(0, 1)), this.limiter.increment([known])]);
    return this.session(user);
  }

  /** A wrong password: counted per address and per account; past the free ones, the account is held. */
  private async countFailure(email: string, limits: Limit[], user: UserRow | undefined): Promise<void> {
    const counts = await this.limiter.increment([...limits, Limits.loginFailuresByAccount(email)]);
    const failures = counts[limits.length] ?? 0;
    if (failures < ACCOUNT_FREE_FAILURES) return;
    await this.limiter.recordFailure([Limits.loginHoldByAccount(email, failures)]);
    // Once, when the holds start; after the answer, so its timing tells nothing.
    if (failures === ACCOUNT_FREE_FAILURES && user) {
      const mail = signInAlertMail({ to: user.email, name: user.name, publicUrl: publicUrl(), holdCapMinutes: ACCOUNT_HOLD_CAP_SECONDS / 60 });
      setImmediate(() => this.mailer.send(mail).catch((err: unknown) => this.logger.error({ err, userId: user.id }, 'could not send the sign-in alert mail')));
    }
  }

  /**
   * The answer to a successful sign-in: a fresh token and the user with their addresses. A raised
   * session version is written to Redis again on the way (decision 0004), in case Redis lost it.
   */
  async session(user: UserRow): Promise<AuthPayloadModel> {
    const republish = user.sessionVersion > 0 ? this.revokeOlderSessions(user.id, user.sessionVersion) : undefined;
    const [token, addresses] = await Promise.all([this.tokens.issue(toAuthUser(user)), this.addresses.listFor(user.id), republish]);
    return { token, user: toUserView(user, addresses) };
  }

  /**
   * Changes the password and signs out every other session: the session version goes up in the
   * database and in Redis, so every token issued before now is refused by every service. The
   * caller gets a new token carrying the new version.
   */
  async changePassword(session: Session, currentPassword: string, newPassword: string): Promise<AuthPayloadModel> {
    const limits = [Limits.changePasswordByUser(session.id)];
    await this.limiter.assertAllowed(limits);
    // A locked account gets no fresh token this way (decision 0421).
    const user = currentAccount(await this.users.findById(session.id), session);
    if (!(await this.hasher.verify(user.passwordHash, currentPassword))) {
      await this.limiter.recordFailure(limits);
      throw IdentityErrors.wrongCurrentPassword();
    }
    const version = await this.users.setPasswordForSession(session, await this.hasher.hash(newPassword));
    if (version === undefined) throw IdentityErrors.sessionGone();
    // session() publishes the new version before answering the new token.
    return this.session({ ...user, sessionVersion: version });
  }

  /** Publishes a raised session version to Redis (decision 0004); see SessionRevocations.publish. */
  revokeOlderSessions(userId: string, version: number): Promise<void> {
    return this.revocations.publish(userId, version);
  }
}
