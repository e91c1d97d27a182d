import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { checkMonitoring, metricProblems, promqlUses } from './check-monitoring.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const catalog = {
  seriesLabels: ['job', 'namespace', 'pod', 'service', 'instance'],
  metrics: {
    http_server_request_duration_seconds: { type: 'histogram', labels: { method: [], route: [], status: [] } },
    shop_db_pool_connections: { type: 'gauge', labels: { state: ['idle', 'used', 'waiting'] } },
    shop_orders_placed_total: { type: 'counter', labels: { payment_method: [] } },
  },
};

describe('monitoring queries', () => {
  it('reads the metric names of an expression, not its functions, keywords, labels or durations', () => {
    const uses = promqlUses(
      'histogram_quantile(0.99, sum by (service, le) (rate(http_server_request_duration_seconds_bucket{service=~"$service"}[$__rate_interval])))' +
        ' and on () (hour() >= 2) or absent(shop_orders_placed_total offset 1d)',
    );
    assert.deepEqual(uses.names.sort(), ['http_server_request_duration_seconds_bucket', 'shop_orders_placed_total']);
    assert.deepEqual(uses.grouping, ['service', 'le']);
  });

  it('accepts a histogram series, its labels and a listed label value', () => {
    const expr = 'sum by (namespace, service, route, le) (rate(http_server_request_duration_seconds_bucket{status=~"5..", le="+Inf"}[5m]))';
    assert.deepEqual(metricProblems(expr, catalog, 'rule A'), []);
    assert.deepEqual(metricProblems('max by (pod) (shop_db_pool_connections{state="waiting"})', catalog, 'rule B'), []);
  });

  it('names a metric that metrics.json does not list', () => {
    assert.deepEqual(metricProblems('rate(shop_orders_total[5m])', catalog, 'rule C'), [
      'rule C: shop_orders_total is not a metric in k8s/monitoring/metrics.json',
    ]);
  });

  it('names a label the metric does not have, and a label value it never takes', () => {
    assert.deepEqual(metricProblems('shop_db_pool_connections{state="pending", status="x"}', catalog, 'rule D'), [
      `rule D: shop_db_pool_connections's state is never "pending" (idle, used, waiting)`,
      'rule D: shop_db_pool_connections has no label status',
    ]);
  });

  it('names a grouping label that no metric of the expression has', () => {
    assert.deepEqual(metricProblems('sum by (queue) (shop_orders_placed_total)', catalog, 'rule E'), ['rule E: no metric it reads has the label queue']);
  });

  it("finds the shop's rules, dashboard, runbooks and tests consistent", () => {
    const { problems, alerts } = checkMonitoring(root, { promtool: false });
    assert.deepEqual(problems, []);
    assert.ok(alerts > 0);
  });
});
