import { Controller, Get, Res } from '@nestjs/common';
import type { Response } from 'express';
import { subgraphUrl, type ServiceName } from '@shop/config';
import { PublicCache } from './cache/public-cache';

const SERVICES: ServiceName[] = ['identity', 'catalog', 'orders', 'payments'];

interface Readiness {
  ready: boolean;
  /** The checks the service's own readiness names false (`database`, `rabbitmq`). */
  missing: string[];
}

async function readinessOf(url: string): Promise<Readiness> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(1500) });
    const body = (await res.json().catch(() => ({}))) as { checks?: Record<string, unknown> };
    const missing = Object.entries(body.checks ?? {})
      .filter(([, ok]) => ok === false)
      .map(([name]) => name);
    return { ready: res.ok, missing };
  } catch {
    return { ready: false, missing: [] };
  }
}

@Controller('health')
export class HealthController {
  constructor(private readonly cache: PublicCache) {}

  @Get('live')
  live(): { status: string } {
    return { status: 'ok' };
  }

  /**
   * Per-service readiness (decision 0402). The gateway itself stays ready while any one service
   * is down: it answers that service's routes with 503 and serves everything else, so taking
   * every gateway out of rotation for one missing service would turn a partial outage into a
   * total one. `status` says `degraded`, `checks` names the service that is not ready, and
   * `missing` passes on what each service says it lacks (a service without RabbitMQ is still
   * ready, decision 0407), and names `gateway: ['rabbitmq']` while the public cache cannot hear the
   * catalog's events and is bypassed; each service's own readiness probe is what takes its pods
   * out of rotation.
   */
  @Get('ready')
  async ready(@Res() res: Response): Promise<void> {
    const results = await Promise.all(SERVICES.map((s) => readinessOf(`${subgraphUrl(s)}/health/ready`)));
    const checks = Object.fromEntries(SERVICES.map((s, i) => [s, results[i].ready]));
    const missing: Record<string, string[]> = Object.fromEntries(SERVICES.map((s, i) => [s, results[i].missing]).filter(([, lacks]) => lacks.length > 0));
    if (this.cache.enabled && !this.cache.isLive()) missing.gateway = ['rabbitmq'];
    const up = results.filter((r) => r.ready).length;
    const whole = up === SERVICES.length && Object.keys(missing).length === 0;
    const status = whole ? 'ok' : up === 0 ? 'unavailable' : 'degraded';
    // With no service at all there is nothing to serve but the web app's shell: not ready.
    res.status(up === 0 ? 503 : 200).json({ status, checks, missing });
  }
}
