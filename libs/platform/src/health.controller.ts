import { Controller, Get, HttpCode, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { Pool } from 'pg';
import type { MessageBus } from '@shop/messaging';
import { MESSAGE_BUS, PG_POOL } from './tokens';

/** Liveness says the process answers; readiness says its database and RabbitMQ answer too. */
@Controller('health')
export class HealthController {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
  ) {}

  @Get('live')
  @HttpCode(200)
  live(): { status: string } {
    return { status: 'ok' };
  }

  @Get('ready')
  async ready(@Res() res: Response): Promise<void> {
    const database = await this.pool
      .query('SELECT 1')
      .then(() => true)
      .catch(() => false);
    const rabbitmq = this.bus.isConnected();
    const ok = database && rabbitmq;
    res.status(ok ? 200 : 503).json({ status: ok ? 'ok' : 'unavailable', checks: { database, rabbitmq } });
  }
}
