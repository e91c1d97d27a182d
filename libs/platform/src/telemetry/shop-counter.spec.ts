import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MeterProvider } from '@opentelemetry/sdk-metrics';
import { renderShopCounters, shopCounterInstrument, withShopCounters } from './shop-counter';

const lines = (name: string) =>
  renderShopCounters()
    .split('\n')
    .filter((l) => l.startsWith(name));

describe('the shop’s own counters', () => {
  it('render as Prometheus reads a counter, one line per set of labels', () => {
    const counter = shopCounterInstrument('test_orders_total', 'Orders "placed"\nby method');
    counter.add(1, { payment_method: 'cod' });
    counter.add(2, { payment_method: 'cod' });
    counter.add(150_000.5, { payment_method: 'qr_payment' });
    assert.match(renderShopCounters(), /^# HELP test_orders_total Orders "placed"\\nby method\n# TYPE test_orders_total counter$/m);
    assert.deepEqual(lines('test_orders_total{'), ['test_orders_total{payment_method="cod"} 3', 'test_orders_total{payment_method="qr_payment"} 150000.5']);
  });

  it('count the same labels given in another order in the same series', () => {
    const counter = shopCounterInstrument('test_events_total', 'events');
    counter.add(1, { event: 'orders.OrderPlaced', result: 'ok' });
    counter.add(1, { result: 'ok', event: 'orders.OrderPlaced' });
    counter.add(1, { result: 'retry', event: 'orders.OrderPlaced' });
    assert.deepEqual(lines('test_events_total{'), [
      'test_events_total{event="orders.OrderPlaced",result="ok"} 2',
      'test_events_total{event="orders.OrderPlaced",result="retry"} 1',
    ]);
  });

  it('keep label values apart however they are written, escaped as Prometheus reads them', () => {
    const counter = shopCounterInstrument('test_labels_total', 'labels');
    counter.add(1, { a: '1:b', b: '' });
    counter.add(1, { a: '1', b: ':b' });
    counter.add(1, { a: 'say "hi"\\' });
    assert.deepEqual(lines('test_labels_total{'), [
      'test_labels_total{a="1:b",b=""} 1',
      'test_labels_total{a="1",b=":b"} 1',
      'test_labels_total{a="say \\"hi\\"\\\\"} 1',
    ]);
  });

  it('ignore a negative value, as the SDK’s counter does, and render a counter without labels bare', () => {
    const counter = shopCounterInstrument('test_refusals_total', 'refusals');
    assert.deepEqual(lines('test_refusals_total'), [], 'a counter that never counted is not rendered');
    counter.add(-1);
    counter.add(Number.NaN);
    counter.add(1);
    assert.deepEqual(lines('test_refusals_total '), ['test_refusals_total 1']);
  });

  it('end their name in `_total`, as Prometheus requires of a counter', () => {
    shopCounterInstrument('test_served', 'served').add(2);
    assert.deepEqual(lines('test_served'), ['test_served_total 2']);
    assert.match(renderShopCounters(), /^# TYPE test_served_total counter$/m);
  });

  it('are one per name: asking again counts into the same series', () => {
    shopCounterInstrument('test_twice_total', 'first').add(1, { r: 'x' });
    shopCounterInstrument('test_twice_total', 'again').add(1, { r: 'x' });
    assert.deepEqual(lines('test_twice_total{'), ['test_twice_total{r="x"} 2']);
  });

  it('are what the shop meter makes; every other instrument and meter is the SDK’s', () => {
    const provider = withShopCounters(new MeterProvider());
    const shop = provider.getMeter('shop');
    assert.equal(provider.getMeter('shop'), shop, 'one shop meter');
    shop.createCounter('test_meter_total', { description: 'made on the meter' }).add(4, { result: 'hit' });
    assert.deepEqual(lines('test_meter_total{'), ['test_meter_total{result="hit"} 4']);
    provider.getMeter('other').createCounter('test_sdk_total').add(1);
    shop.createHistogram('test_sdk_seconds').record(1);
    assert.deepEqual(lines('test_sdk'), []);
  });
});
