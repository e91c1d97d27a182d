import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, describe, it } from 'node:test';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { EVENT_LOOP_SAMPLE_MS, startMetricsEndpoint } from './metrics-endpoint';
import { shopHistogram } from './shop-histogram';

const endpoint = startMetricsEndpoint(resourceFromAttributes({}), 0, '127.0.0.1');
after(() => endpoint.server.close());

const scrape = async (): Promise<string> => {
  if (!endpoint.server.listening) await new Promise((resolve) => endpoint.server.once('listening', resolve));
  const { port } = endpoint.server.address() as AddressInfo;
  const res = await fetch(`http://127.0.0.1:${port}/metrics`);
  assert.equal(res.status, 200);
  return res.text();
};

describe('the metrics endpoint', () => {
  it('serves the shop’s own histograms beside the SDK’s metrics and the runtime’s', async () => {
    shopHistogram('test_endpoint_seconds', 'served by the endpoint', 's', ['route'], [1]).record(0.5, { route: '/x' });
    const text = await scrape();
    assert.match(text, /^test_endpoint_seconds_bucket\{route="\/x",le="\+Inf"\} 1$/m);
    assert.match(text, /^# TYPE test_endpoint_seconds histogram$/m);
    assert.match(text, /^process_cpu_seconds_total /m);
  });

  it('samples the event loop every 100 ms, not every 10 ms: each sample is a timer that wakes the process', async () => {
    // A sample is the time since the previous one, so none is shorter than the interval.
    await new Promise((resolve) => setTimeout(resolve, 3 * EVENT_LOOP_SAMPLE_MS + 100));
    const min = Number(/^nodejs_eventloop_lag_min_seconds (\S+)$/m.exec(await scrape())?.[1]);
    assert.ok(min >= 0.09, `the shortest sample (${min} s) is one interval of 100 ms at least`);
  });
});
