import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Client, type Notification } from 'pg';
import type { Logger, ServiceConfig } from '@shop/config';
import { isUuid, LOGGER, SERVICE_CONFIG } from '@shop/platform';
import { SessionRevocations } from './session-revocations';

/** The channel the `users` triggers NOTIFY on (migration 0001). */
export const SESSION_VERSION_CHANNEL = 'identity_session_versions';

const MAX_RECONNECT_DELAY_MS = 30_000;

/**
 * Carries every raised session version from the database to Redis, whoever raised it: identity's
 * own use cases, or an operator's `UPDATE users SET is_active = false` (decision 0421). PostgreSQL
 * delivers the NOTIFY of the `users` triggers at commit; this connection LISTENs and publishes.
 * Notifications sent while it was disconnected are lost, so every (re)connection publishes all
 * raised versions again before relying on notifications.
 */
@Injectable()
export class SessionVersionListener implements OnApplicationShutdown {
  private client?: Client;
  private stopped = false;
  private retryDelayMs = 500;
  private retryTimer?: NodeJS.Timeout;

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
    private readonly revocations: SessionRevocations,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Listens and publishes what changed before; a failure is retried in the background. */
  async start(): Promise<void> {
    this.stopped = false;
    await this.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    // LISTEN belongs to a session: straight to PostgreSQL, past any transaction pooler (decision 0312).
    const client = new Client({ connectionString: this.config.databaseDirectUrl });
    client.on('notification', (msg) => void this.onNotification(msg));
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${SESSION_VERSION_CHANNEL}`);
      if (this.stopped) {
        await client.end();
        return;
      }
      this.client = client;
      this.retryDelayMs = 500;
      await this.revocations.publishAll();
    } catch (err) {
      this.lost(client, err);
    }
  }

  /** The connection failed or ended: try again with a growing delay, unless shutting down. */
  private lost(client: Client, err?: unknown): void {
    if (this.client && this.client !== client) return;
    this.client = undefined;
    // This client is done with: nothing it emits from now on may schedule another attempt.
    client.removeAllListeners('end');
    client.removeAllListeners('error');
    client.on('error', () => undefined);
    void client.end().catch(() => undefined);
    if (this.stopped || this.retryTimer) return;
    this.logger.warn({ err, retryInMs: this.retryDelayMs }, 'session version listener lost its database connection');
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.connect();
    }, this.retryDelayMs);
    this.retryTimer.unref();
    this.retryDelayMs = Math.min(this.retryDelayMs * 2, MAX_RECONNECT_DELAY_MS);
  }

  private async onNotification(msg: Notification): Promise<void> {
    if (msg.channel !== SESSION_VERSION_CHANNEL || !msg.payload) return;
    let change: { userId?: unknown; sessionVersion?: unknown };
    try {
      change = JSON.parse(msg.payload) as typeof change;
    } catch {
      this.logger.warn({ payload: msg.payload }, 'unreadable session version notification');
      return;
    }
    if (!isUuid(change.userId) || !Number.isInteger(change.sessionVersion)) return;
    await this.revocations.publish(change.userId, change.sessionVersion as number);
  }
}
