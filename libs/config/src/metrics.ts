import { metrics, type Attributes, type Counter, type Meter, type MeterProvider, type ObservableGauge } from '@opentelemetry/api';

/**
 * The shop's domain metrics are made here, on `metrics.getMeter('shop')` of the global
 * MeterProvider: a no-op until the process's OpenTelemetry SDK registers one. The API hands out
 * no proxy for metrics, so an instrument made before that would stay a no-op: counters are made
 * again on the meter of the provider in place when they count, gauges when they are observed.
 */
let current: { provider: MeterProvider; meter: Meter } | undefined;

export function shopMeter(): Meter {
  const provider = metrics.getMeterProvider();
  if (current?.provider !== provider) current = { provider, meter: provider.getMeter('shop') };
  return current.meter;
}

/** Each label's values: a small closed set, never an id or free text. */
export type LabelSets = Record<string, readonly string[]>;
export type LabelsOf<L extends LabelSets> = { [K in keyof L]: L[K][number] };

/** What a label records for a value outside its set, so a label never grows past its set and this. */
export const OTHER = 'other';

export interface ShopCounter<L extends LabelSets> {
  readonly name: string;
  readonly labels: L;
  add(labels: LabelsOf<L>, value?: number): void;
}

/** Keeps each label inside its set: a value the set does not hold is recorded as `other`. */
export function closedLabels<L extends LabelSets>(sets: L, values: Record<string, string>): Attributes {
  const attributes: Attributes = {};
  for (const [label, allowed] of Object.entries(sets)) {
    const value = values[label];
    attributes[label] = allowed.includes(value) ? value : OTHER;
  }
  return attributes;
}

export function shopCounter<L extends LabelSets>(name: string, description: string, labels: L): ShopCounter<L> {
  let made: { meter: Meter; counter: Counter } | undefined;
  return {
    name,
    labels,
    add(values, value = 1) {
      const meter = shopMeter();
      if (made?.meter !== meter) made = { meter, counter: meter.createCounter(name, { description }) };
      made.counter.add(value, closedLabels(labels, values as Record<string, string>));
    },
  };
}

/** Records one gauge's value for some labels during an observation. */
export type Observe<N extends string> = (gauge: N, value: number, attributes?: Attributes) => void;

/**
 * Observable gauges read together by `read` at each collection (a scrape), on the meter in place
 * now: register them once the process's SDK is set up (when the component starts). The returned
 * function unregisters them, for a component that stops before its process does.
 */
export function observeGauges<N extends string>(gauges: Record<N, string>, read: (observe: Observe<N>) => void | Promise<void>): () => void {
  const meter = shopMeter();
  const instruments = new Map<N, ObservableGauge>();
  for (const [name, description] of Object.entries(gauges) as [N, string][]) instruments.set(name, meter.createObservableGauge(name, { description }));
  const callback = async (result: { observe(gauge: ObservableGauge, value: number, attributes?: Attributes): void }) => {
    await read((gauge, value, attributes) => result.observe(instruments.get(gauge)!, value, attributes));
  };
  const observables = [...instruments.values()];
  meter.addBatchObservableCallback(callback, observables);
  return () => meter.removeBatchObservableCallback(callback, observables);
}

/**
 * A reading (a database query, a broker or Redis round trip) taken at most once per `maxAgeMs`,
 * however often it is asked for, so a scrape cannot load what it measures; callers in between get
 * the last result. A failed reading yields undefined (nothing is observed) until the next one.
 */
export function cachedReading<T>(read: () => Promise<T>, maxAgeMs = 5000): () => Promise<T | undefined> {
  let last: { at: number; value: Promise<T | undefined> } | undefined;
  return () => {
    if (!last || Date.now() - last.at >= maxAgeMs) last = { at: Date.now(), value: read().catch(() => undefined) };
    return last.value;
  };
}
