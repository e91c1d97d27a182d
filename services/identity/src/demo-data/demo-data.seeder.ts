import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import type { Logger } from '@shop/config';
import { LOGGER, TRANSACTIONS } from '@shop/platform';
import { PasswordHasher } from '../auth/passwords';
import type { Transactions } from '../db/database';
import { AccountsService } from '../users/accounts.service';
import { UsersRepository } from '../users/users.repository';
import { demoAccounts } from './demo-accounts';

/**
 * Demo logins for a fresh `npm start` (SEED_DEMO_DATA=true, which production never sets). Only
 * an empty users table is seeded; an advisory lock keeps two replicas from seeding twice.
 */
@Injectable()
export class DemoDataSeeder {
  constructor(
    @Inject(TRANSACTIONS) private readonly tx: Transactions,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly users: UsersRepository,
    private readonly accounts: AccountsService,
    private readonly hasher: PasswordHasher,
  ) {}

  async seedIfEmpty(): Promise<boolean> {
    if ((await this.users.count()) > 0) return false;
    const accounts = demoAccounts();
    const hashes = await Promise.all(accounts.map((a) => this.hasher.hash(a.password)));
    const seeded = await this.tx.transactional(async () => {
      await this.tx.current().execute(sql`SELECT pg_advisory_xact_lock(hashtext('identity:demo-data'))`);
      if ((await this.users.count()) > 0) return false;
      for (const [i, a] of accounts.entries()) await this.accounts.create({ name: a.name, email: a.email, role: a.role, passwordHash: hashes[i] });
      return true;
    });
    if (!seeded) return false;
    for (const a of accounts) this.logger.info({ role: a.role, email: a.email }, `demo ${a.role} login: ${a.email} / ${a.password}`);
    return true;
  }
}
