import { Inject, Injectable } from '@nestjs/common';
import { publicUrl, type Logger } from '@shop/config';
import { LOGGER, Mailer, TRANSACTIONS } from '@shop/platform';
import { PasswordHasher } from '../auth/passwords';
import { Limits, RateLimiter } from '../auth/rate-limiter';
import { RATE_LIMITER } from '../auth/rate-limiter.provider';
import { SignInService } from '../auth/sign-in.service';
import { IdentityErrors } from '../common/errors';
import type { Transactions } from '../db/database';
import type { MessagePayloadModel } from '../users/user.model';
import { UsersRepository } from '../users/users.repository';
import type { UserRow } from '../users/users.schema';
import { PasswordResetsRepository } from './password-resets.repository';
import type { ResetPasswordInput } from './reset.inputs';
import { resetMail } from './reset-mail';
import { TEMPORARY_PASSWORD_TTL_MS, temporaryPassword } from './temporary-password';

export const FORGOT_PASSWORD_MESSAGE = 'Mật khẩu tạm thời đã được gửi đến email của bạn. Mật khẩu có hiệu lực trong 15 phút.';
export const RESET_PASSWORD_MESSAGE = 'Đặt lại mật khẩu thành công. Vui lòng đăng nhập bằng mật khẩu mới.';

/**
 * Forgot / reset password. A temporary password is random, stored only as an
 * argon2 hash, valid 15 minutes and usable once. "Forgot" answers the same for every address and
 * does the same hashing work either way; the mail is sent after the answer, so its delivery time
 * tells nothing either.
 */
@Injectable()
export class PasswordResetService {
  constructor(
    @Inject(TRANSACTIONS) private readonly tx: Transactions,
    private readonly users: UsersRepository,
    private readonly resets: PasswordResetsRepository,
    private readonly hasher: PasswordHasher,
    private readonly mailer: Mailer,
    private readonly signIn: SignInService,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async forgot(email: string, ip: string): Promise<MessagePayloadModel> {
    await this.limiter.consume([Limits.forgotByEmail(email), Limits.forgotByIp(ip)]);
    const user = await this.users.findByEmail(email);
    const code = temporaryPassword();
    const codeHash = await this.hasher.hash(code);
    if (user?.isActive) {
      await this.resets.replace(user.id, codeHash, new Date(Date.now() + TEMPORARY_PASSWORD_TTL_MS));
      void this.deliver(user, code);
    }
    return { success: true, message: FORGOT_PASSWORD_MESSAGE };
  }

  async reset(input: ResetPasswordInput, ip: string): Promise<MessagePayloadModel> {
    const limits = [Limits.resetByEmailAndIp(input.email, ip), Limits.resetByIp(ip)];
    await this.limiter.assertAllowed(limits);
    const user = await this.users.findByEmail(input.email);
    const open = user?.isActive ? await this.resets.findOpen(user.id) : undefined;
    const ok = await this.hasher.verifyOrWaste(open?.codeHash, input.temporaryPassword);
    if (!user || !open || !ok) {
      await this.limiter.recordFailure(limits);
      throw IdentityErrors.invalidTemporaryPassword();
    }
    const passwordHash = await this.hasher.hash(input.newPassword);
    const version = await this.tx.transactional(async () => {
      if (!(await this.resets.claim(open.id))) throw IdentityErrors.invalidTemporaryPassword();
      return this.users.setPassword(user.id, passwordHash);
    });
    await this.limiter.reset(limits.slice(0, 1));
    // A reset password signs out every session, as a change does.
    await this.signIn.revokeOlderSessions(user.id, version);
    return { success: true, message: RESET_PASSWORD_MESSAGE };
  }

  private async deliver(user: UserRow, code: string): Promise<void> {
    try {
      await this.mailer.send(
        resetMail({ to: user.email, name: user.name, temporaryPassword: code, publicUrl: publicUrl(), validMinutes: TEMPORARY_PASSWORD_TTL_MS / 60_000 }),
      );
    } catch (err) {
      this.logger.error({ err, userId: user.id }, 'could not send the temporary password mail');
    }
  }
}
