import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from '@shop/config';
import { TokenVerifier } from '@shop/auth';
import { LOGGER } from '@shop/platform';
import { UsersRepository } from '../users/users.repository';

/**
 * Mirrors each user's session version into Redis, where every service's token verifier reads it
 * (tokens carrying an older version are refused). The database is the truth: at start identity
 * publishes every raised version again, so a Redis that lost its data does not revive old tokens.
 */
@Injectable()
export class SessionRevocations {
  constructor(
    private readonly verifier: TokenVerifier,
    private readonly users: UsersRepository,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async publish(userId: string, sessionVersion: number): Promise<void> {
    await this.verifier.sessions.set(userId, sessionVersion);
  }

  async publishAll(): Promise<void> {
    const rows = await this.users.sessionVersions();
    for (const row of rows) await this.publish(row.id, row.sessionVersion);
    if (rows.length) this.logger.info({ users: rows.length }, 'session versions published');
  }
}
