import { startExtraProcess, type ExtraProcess } from './extra-process';
import { lanePortOffset, serviceUrls } from './system';

export type ExtraGateway = ExtraProcess;

/**
 * Another gateway process beside the system's own, over the same services and broker: what a
 * second replica behind a load balancer is (decision 0900: every replica must drop stale cached
 * answers), or one configured otherwise (`env`). Its log goes to E2E_LOG_DIR/gateway-2.log.
 */
export async function startSecondGateway(env: Record<string, string> = {}): Promise<ExtraGateway> {
  const urls = await serviceUrls();
  // The port after the system's own gateway's (18081 plus the lane's offset on the tiers' own copy).
  const port = process.env.E2E_BASE_URL ? Number(new URL(process.env.E2E_BASE_URL).port) + 1 : 18081 + (await lanePortOffset());
  return startExtraProcess({
    name: 'gateway-2',
    script: 'gateway/dist/src/main.js',
    port,
    env: {
      GATEWAY_PORT: String(port),
      IDENTITY_URL: urls.identity,
      CATALOG_URL: urls.catalog,
      ORDERS_URL: urls.orders,
      PAYMENTS_URL: urls.payments,
      ...env,
    },
  });
}
