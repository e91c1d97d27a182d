import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from '@shop/config';
import { TokenVerifier } from '@shop/auth';
import { LOGGER } from '@shop/platform';
import { UsersRepository } from '../users/users.repository';

/**
 * Mirrors each user's session version into Redis, where every service's token verifier reads it
 * (tokens carrying an older version are refused). The database is the truth: identity publishes
 * every raised version again at start, after each reconnection of its listener, and on a schedule,
 * so a Redis that lost its data does not revive old tokens for long (decisions 0100, 0421).
 */
@Injectable()
export class SessionRevocations {
  constructor(
    private readonly verifier: TokenVerifier,
    private readonly users: UsersRepository,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * Publishes a raised version after the commit (no database lock is held across the network
   * call). A failure is retried; if Redis stays unreachable the change stands, the error is logged
   * for operators, and the next full publication (start, reconnection, schedule) carries it.
   */
  async publish(userId: string, sessionVersion: number): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.verifier.sessions.set(userId, sessionVersion);
        return;
      } catch (err) {
        if (attempt >= 3) {
          this.logger.error({ err, userId }, 'could not publish the new session version; older tokens stay valid until it is');
          return;
        }
        await new Promise((r) => setTimeout(r, 100 * attempt));
      }
    }
  }

  /** Every raised version, in pages, one Redis round trip per page. */
  async publishAll(): Promise<number> {
    let published = 0;
    for (let after: string | undefined; ;) {
      const rows = await this.users.sessionVersions(after, 1000);
      if (rows.length === 0) break;
      await this.verifier.sessions.setMany(rows.map((r) => ({ userId: r.id, version: r.sessionVersion })));
      published += rows.length;
      after = rows[rows.length - 1].id;
    }
    if (published) this.logger.info({ users: published }, 'session versions published');
    return published;
  }
}
