import { Controller, Get, Res } from '@nestjs/common';
import type { Response } from 'express';
import { subgraphUrl, type ServiceName } from '@shop/config';

const SERVICES: ServiceName[] = ['identity', 'catalog', 'orders', 'payments'];

async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(1500) });
    return res.ok;
  } catch {
    return false;
  }
}

@Controller('health')
export class HealthController {
  @Get('live')
  live(): { status: string } {
    return { status: 'ok' };
  }

  /** Ready when every subgraph says it is ready (its database and RabbitMQ answer). */
  @Get('ready')
  async ready(@Res() res: Response): Promise<void> {
    const results = await Promise.all(SERVICES.map((s) => answers(`${subgraphUrl(s)}/health/ready`)));
    const checks = Object.fromEntries(SERVICES.map((s, i) => [s, results[i]]));
    const ok = results.every(Boolean);
    res.status(ok ? 200 : 503).json({ status: ok ? 'ok' : 'unavailable', checks });
  }
}
