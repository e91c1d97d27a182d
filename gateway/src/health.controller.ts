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

  /**
   * Per-service readiness (decision 0402). The gateway itself stays ready while any one service
   * is down: it answers that service's routes with 503 and serves everything else, so taking
   * every gateway out of rotation for one missing service would turn a partial outage into a
   * total one. `status` says `degraded` and `checks` names the service; each service's own
   * readiness probe is what takes its pods out of rotation.
   */
  @Get('ready')
  async ready(@Res() res: Response): Promise<void> {
    const results = await Promise.all(SERVICES.map((s) => answers(`${subgraphUrl(s)}/health/ready`)));
    const checks = Object.fromEntries(SERVICES.map((s, i) => [s, results[i]]));
    const up = results.filter(Boolean).length;
    const status = up === SERVICES.length ? 'ok' : up === 0 ? 'unavailable' : 'degraded';
    // With no service at all there is nothing to serve but the web app's shell: not ready.
    res.status(up === 0 ? 503 : 200).json({ status, checks });
  }
}
