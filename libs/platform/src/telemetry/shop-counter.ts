import type { Attributes, AttributeValue, Counter, Meter, MeterOptions, MeterProvider } from '@opentelemetry/api';
import { escapeLabelValue } from './shop-histogram';

/** The meter the shop's domain metrics are made on (`@shop/config`'s `shopMeter`). */
export const SHOP_METER = 'shop';

interface Series {
  labels: string;
  value: number;
}

/** Labels as a record gave them, name then value at each step, down to the series they count in. */
interface Step {
  series?: Series;
  next?: Map<string, Map<string, Step>>;
}

interface CounterMade {
  name: string;
  description: string;
  /** Series by the labels in the order a record gave them: a few map lookups, no string made, for every record after the first. */
  byRecord: Step;
  /** Series by the labels sorted by name: records giving the same labels in another order share a series. */
  bySorted: Map<string, Series>;
}

const counters = new Map<string, CounterMade>();

const text = (value: AttributeValue | undefined): string => (typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value));

/** Each name and value behind its length: no two sets of labels make the same key, whatever they hold. */
const part = (name: string, value: AttributeValue | undefined): string => {
  const shown = text(value);
  return `${name.length}:${name}${shown.length}:${shown}`;
};

function seriesOf(made: CounterMade, attributes: Attributes): Series {
  let step = made.byRecord;
  for (const name in attributes) {
    const raw = attributes[name];
    const value = typeof raw === 'string' ? raw : text(raw);
    let values = step.next?.get(name);
    if (!values) (step.next ??= new Map()).set(name, (values = new Map()));
    let down = values.get(value);
    if (!down) values.set(value, (down = {}));
    step = down;
  }
  if (step.series) return step.series;
  const names = Object.keys(attributes).sort();
  const sorted = names.map((n) => part(n, attributes[n])).join('');
  let series = made.bySorted.get(sorted);
  if (!series) {
    series = { labels: names.map((n) => `${n.replace(/[^a-zA-Z0-9_]/g, '_')}="${escapeLabelValue(text(attributes[n]))}"`).join(','), value: 0 };
    made.bySorted.set(sorted, series);
  }
  step.series = series;
  return series;
}

/**
 * A counter of the shop's own, for the domain counters (`shopCounter` of `@shop/config`: orders
 * placed, events consumed, commands served, cache answers). The SDK's counter sorts and serialises
 * each record's attribute object to find its series, a share of the catalog's CPU of an order and
 * of the gateway's of a cached read (decision 0440); here a record walks its labels as given
 * through maps, one step per name and value, without making a string. Made once per name: asking again hands back the same counter, as the
 * SDK does for an instrument of the same name. As the SDK's, it ignores a negative value.
 */
export function shopCounterInstrument(name: string, description: string): Counter {
  let made = counters.get(name);
  if (!made) {
    made = { name, description, byRecord: {}, bySorted: new Map() };
    counters.set(name, made);
  }
  const own = made;
  return {
    add(value: number, attributes: Attributes = {}) {
      if (!(value >= 0)) return;
      seriesOf(own, attributes).value += value;
    },
  };
}

/**
 * The Prometheus text of every shop counter that has counted, as the SDK's serializer writes a
 * counter: `# HELP`, `# TYPE … counter`, one line per series, `_total` added to a name without it.
 */
export function renderShopCounters(): string {
  let out = '';
  for (const made of counters.values()) {
    const { description, bySorted } = made;
    if (bySorted.size === 0) continue;
    // Prometheus's rule, as the SDK's serializer keeps it: a counter's name ends in `_total`.
    const name = made.name.endsWith('_total') ? made.name : `${made.name}_total`;
    out += `# HELP ${name} ${description.replace(/\\/g, '\\\\').replace(/\n/g, '\\n')}\n# TYPE ${name} counter\n`;
    for (const { labels, value } of bySorted.values()) out += labels ? `${name}{${labels}} ${value}\n` : `${name} ${value}\n`;
  }
  return out;
}

/**
 * The process's MeterProvider as the metrics endpoint registers it: every meter is the SDK's,
 * except that counters made on the shop's meter are the shop's own (`shopCounterInstrument`).
 */
export function withShopCounters(provider: MeterProvider): MeterProvider {
  const shopMeters = new Map<string, Meter>();
  return {
    getMeter(name: string, version?: string, options?: MeterOptions): Meter {
      const meter = provider.getMeter(name, version, options);
      if (name !== SHOP_METER) return meter;
      const key = `${version ?? ''} ${options?.schemaUrl ?? ''}`;
      let shop = shopMeters.get(key);
      if (!shop) {
        shop = {
          createCounter: (counter, opts) => shopCounterInstrument(counter, opts?.description ?? ''),
          createGauge: (...args) => meter.createGauge(...args),
          createHistogram: (...args) => meter.createHistogram(...args),
          createUpDownCounter: (...args) => meter.createUpDownCounter(...args),
          createObservableGauge: (...args) => meter.createObservableGauge(...args),
          createObservableCounter: (...args) => meter.createObservableCounter(...args),
          createObservableUpDownCounter: (...args) => meter.createObservableUpDownCounter(...args),
          addBatchObservableCallback: (...args) => meter.addBatchObservableCallback(...args),
          removeBatchObservableCallback: (...args) => meter.removeBatchObservableCallback(...args),
        };
        shopMeters.set(key, shop);
      }
      return shop;
    },
  };
}
