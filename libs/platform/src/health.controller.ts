import { Controller, Get, HttpCode, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { Pool } from 'pg';
import type { MessageBus } from '@shop/messaging';
import { MESSAGE_BUS, PG_POOL } from './tokens';

/** When this process started: a supervisor's restart shows as a new value (whole-system tests compare it). */
const STARTED_AT = new Date(Date.now() - Math.round(process.uptime() * 1000)).toISOString();

/**
 * Liveness says the process answers. Readiness says it can serve its core reads, which needs its
 * database only (decision 0407): without RabbitMQ it stays ready, says `degraded` and names
 * `rabbitmq` as missing; the outbox keeps its events and what needs a command fails at once.
 */
@Controller('health')
export class HealthController {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
  ) {}

  @Get('live')
  @HttpCode(200)
  live(): { status: string; startedAt: string } {
    return { status: 'ok', startedAt: STARTED_AT };
  }

  @Get('ready')
  async ready(@Res() res: Response): Promise<void> {
    const database = await this.pool
      .query('SELECT 1')
      .then(() => true)
      .catch(() => false);
    const rabbitmq = this.bus.isConnected();
    const status = !database ? 'unavailable' : rabbitmq ? 'ok' : 'degraded';
    res.status(database ? 200 : 503).json({ status, checks: { database, rabbitmq } });
  }
}
