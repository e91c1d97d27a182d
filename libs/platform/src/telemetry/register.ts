// The telemetry preload: `node --require @shop/platform/dist/telemetry/register <script>` (what
// `npm start`, the test tiers and the images run, decision 0440). It must run before the script
// loads http, express, pg, ioredis or amqplib, which are instrumented as they are first required.
import { resourceFromAttributes } from '@opentelemetry/resources';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import { listenHost } from '@shop/config';
import { LOCAL_METRICS_PORTS, processName } from './process-identity';
import { startMetricsEndpoint } from './metrics-endpoint';
import { startTracing } from './tracing';

function start(): void {
  const name = processName(process.argv[1]);
  const metricsPort = Number(process.env.METRICS_PORT ?? LOCAL_METRICS_PORTS[name] ?? 9464);
  const resource = resourceFromAttributes({ [ATTR_SERVICE_NAME]: process.env.OTEL_SERVICE_NAME ?? name });
  startTracing({
    resource,
    edge: name === 'gateway',
    isHousekeeping: (req) => req.socket.localPort === metricsPort || (req.url ?? '').startsWith('/health/'),
  });
  startMetricsEndpoint(resource, metricsPort, listenHost());
}

// The standard switch: OTEL_SDK_DISABLED=true runs the process without any telemetry (no
// instrumentation, no metrics port), as the benchmarks compare.
if (process.env.OTEL_SDK_DISABLED !== 'true') start();
