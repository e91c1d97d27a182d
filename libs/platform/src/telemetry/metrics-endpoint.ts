import http from 'node:http';
import { metrics } from '@opentelemetry/api';
import { PrometheusExporter, PrometheusSerializer } from '@opentelemetry/exporter-prometheus';
import type { Resource } from '@opentelemetry/resources';
import { MeterProvider } from '@opentelemetry/sdk-metrics';
import { Registry, collectDefaultMetrics } from 'prom-client';
import { renderShopCounters, withShopCounters } from './shop-counter';
import { renderShopHistograms, startRecordingHistograms } from './shop-histogram';

/**
 * How often the event loop's delay is sampled (prom-client's default is every 10 ms). Each sample
 * is a timer that wakes the process: at 10 ms that was most of what an idle process spent on
 * telemetry (about 3 ms of CPU a second each, decision 0440). A loop held up for longer than this
 * is still caught, and a scrape every 15 s still sums 150 samples into `nodejs_eventloop_lag_*`.
 */
export const EVENT_LOOP_SAMPLE_MS = 100;

export interface MetricsEndpoint {
  server: http.Server;
  provider: MeterProvider;
}

/**
 * Prometheus text on `http://<host>:<port>/metrics`, a listener of its own so the public port
 * never shows it. It serves everything registered on the global MeterProvider (any
 * `metrics.getMeter('shop')` of the process) with names as given: the serializer adds no unit
 * suffix, only `_total` to a counter whose name lacks it, as Prometheus requires; the shop's own
 * request-time histograms (`shop-histogram.ts`) and domain counters (`shop-counter.ts`) follow in
 * the same form. prom-client adds
 * the Node runtime (event loop delay, heap, GC) and the `process_*` metrics.
 */
export function startMetricsEndpoint(resource: Resource, port: number, host: string): MetricsEndpoint {
  const exporter = new PrometheusExporter({ preventServerStart: true });
  const provider = new MeterProvider({ resource, readers: [exporter] });
  // The domain counters (the `shop` meter's) are the shop's own, as the request histograms are (decision 0440).
  metrics.setGlobalMeterProvider(withShopCounters(provider));
  const serializer = new PrometheusSerializer('', false, undefined, false, true);
  startRecordingHistograms();
  const runtime = new Registry();
  collectDefaultMetrics({ register: runtime, eventLoopMonitoringPrecision: EVENT_LOOP_SAMPLE_MS });

  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || new URL(req.url ?? '/', 'http://metrics').pathname !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    Promise.all([exporter.collect(), runtime.metrics()])
      .then(([{ resourceMetrics }, nodeRuntime]) => {
        res.writeHead(200, { 'content-type': 'text/plain; version=0.0.4; charset=utf-8' });
        res.end(`${serializer.serialize(resourceMetrics)}${renderShopHistograms()}${renderShopCounters()}\n${nodeRuntime}`);
      })
      .catch((err: Error) => res.writeHead(500).end(`# metrics failed: ${err.message}\n`));
  });
  // A port already taken must not take the process down: it serves on, only unobserved.
  server.on('error', (err) => process.stderr.write(`${JSON.stringify({ level: 50, msg: `metrics endpoint on port ${port} failed: ${err.message}` })}\n`));
  server.listen(port, host);
  server.unref();
  return { server, provider };
}
