import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from '@shop/config';
import { TokenVerifier } from '@shop/auth';
import { LOGGER } from '@shop/platform';
import { UsersRepository } from '../users/users.repository';

/**
 * Mirrors each user's session version into Redis, where every service's token verifier reads it
 * (tokens carrying an older version are refused). The database is the truth: identity publishes
 * every raised version again after each (re)connection of its listener and of Redis, and on a
 * schedule, and marks Redis complete only after such a publication, so a Redis that lost its data
 * sends the verifiers to identity's table instead of reviving old tokens (decisions 0421, 0106).
 */
@Injectable()
export class SessionRevocations {
  constructor(
    private readonly verifier: TokenVerifier,
    private readonly users: UsersRepository,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    // identity's own token checks read its table when Redis cannot vouch.
    verifier.authority = { minimumVersion: (user) => this.minimumVersion(user.id) };
    // A Redis reached anew may have lost its data, or be a replica that missed the last writes.
    verifier.sessions.onConnected(() => {
      this.publishAll().catch((err: unknown) => this.logger.error({ err }, 'could not publish the session versions after connecting to Redis'));
    });
  }

  /** The lowest session version a valid token of the user carries; Infinity for a locked or deleted account. */
  async minimumVersion(userId: string): Promise<number> {
    const row = await this.users.findById(userId);
    return row?.isActive ? row.sessionVersion : Infinity;
  }

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
          this.logger.error({ err, userId }, 'could not publish the new session version; the next full publication carries it');
          return;
        }
        await new Promise((r) => setTimeout(r, 100 * attempt));
      }
    }
  }

  /** Every raised version, in pages, one Redis round trip per page, then the mark that Redis holds them all. */
  async publishAll(): Promise<number> {
    let published = 0;
    await this.verifier.sessions.republish(async () => {
      for (let after: string | undefined; ;) {
        const rows = await this.users.sessionVersions(after, 1000);
        if (rows.length === 0) break;
        await this.verifier.sessions.setMany(rows.map((r) => ({ userId: r.id, version: r.sessionVersion })));
        published += rows.length;
        after = rows[rows.length - 1].id;
      }
    });
    if (published) this.logger.info({ users: published }, 'session versions published');
    return published;
  }
}
