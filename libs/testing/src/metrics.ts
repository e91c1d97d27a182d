import { metrics, type Attributes } from '@opentelemetry/api';
import { MeterProvider, MetricReader } from '@opentelemetry/sdk-metrics';

/** A reader that collects only when a test asks, with the SDK's default cumulative sums. */
class OnDemandReader extends MetricReader {
  protected async onForceFlush(): Promise<void> {}
  protected async onShutdown(): Promise<void> {}
}

export interface MetricPoint {
  attributes: Attributes;
  value: number;
}

/**
 * The test process's global MeterProvider, read in memory: instruments made on
 * `metrics.getMeter(...)` record into it, and a collection runs the observable gauges' callbacks
 * as a scrape would. Installed once per process (the API takes one global provider).
 */
export class MetricsProbe {
  private static installed?: MetricsProbe;

  private constructor(private readonly reader: OnDemandReader) {}

  static install(): MetricsProbe {
    if (!MetricsProbe.installed) {
      const reader = new OnDemandReader();
      metrics.setGlobalMeterProvider(new MeterProvider({ readers: [reader] }));
      MetricsProbe.installed = new MetricsProbe(reader);
    }
    return MetricsProbe.installed;
  }

  /** Every data point of a metric now (a collection: gauges are observed). */
  async points(name: string): Promise<MetricPoint[]> {
    const { resourceMetrics } = await this.reader.collect();
    const found = resourceMetrics.scopeMetrics.flatMap((s) => s.metrics).filter((m) => m.descriptor.name === name);
    return found.flatMap((m) => m.dataPoints.map((p) => ({ attributes: p.attributes, value: p.value as number })));
  }

  /** The sum of the metric's points whose labels include `labels`; 0 when there are none. */
  async value(name: string, labels: Attributes = {}): Promise<number> {
    const matching = (await this.points(name)).filter((p) => Object.entries(labels).every(([k, v]) => p.attributes[k] === v));
    return matching.reduce((sum, p) => sum + p.value, 0);
  }

  /** The label sets the metric has recorded so far. */
  async labelSets(name: string): Promise<Attributes[]> {
    return (await this.points(name)).map((p) => p.attributes);
  }
}
