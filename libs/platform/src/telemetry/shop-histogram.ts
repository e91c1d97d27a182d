/**
 * A Prometheus histogram of the shop's own, for the timings recorded on every request (the
 * request histogram, the gateway's GraphQL operations). The OpenTelemetry SDK's histogram sorts
 * and serialises each recording's attribute object to find its series, about 3 µs a record, a
 * share of every cached read the telemetry bench showed (decision 0440); here a record is a
 * string key, a map lookup and a bucket count, about a tenth of that. The metrics endpoint
 * (`metrics-endpoint.ts`) renders every histogram made here next to the SDK's metrics, in the same
 * text: `<name>_count`, `<name>_sum` and cumulative `<name>_bucket{…,le="…"}` per series.
 */
export interface ShopHistogram<L extends string> {
  readonly name: string;
  /** Adds one observation, in the histogram's unit, to the series of these label values. */
  record(value: number, labels: Record<L, string>): void;
}

interface Series {
  labels: string;
  counts: Float64Array;
  sum: number;
  count: number;
}

interface Made {
  name: string;
  description: string;
  unit: string;
  render(): string;
}

const made = new Map<string, Made>();
/** Nothing is kept until a metrics endpoint serves it: a process without telemetry records nothing. */
let recording = false;

export function startRecordingHistograms(): void {
  recording = true;
}

/** `\`, `"` and line breaks escaped, as Prometheus reads label values. */
export function escapeLabelValue(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');
}

/**
 * The histogram named `name` with these label names and bucket upper bounds (ascending; `+Inf`
 * is added). Made once per process: asking again for a name hands back the histogram made first.
 */
export function shopHistogram<L extends string>(
  name: string,
  description: string,
  unit: string,
  labelNames: readonly L[],
  bounds: readonly number[],
): ShopHistogram<L> {
  const existing = made.get(name);
  if (existing) return existing as unknown as ShopHistogram<L>;
  const series = new Map<string, Series>();
  const histogram: ShopHistogram<L> & Made = {
    name,
    description,
    unit,
    record(value, labels) {
      if (!recording) return;
      let key = '';
      // Each value behind its length: no two sets of values make the same key, whatever they hold.
      for (const label of labelNames) key += `${labels[label].length}:${labels[label]}`;
      let one = series.get(key);
      if (!one) {
        one = {
          labels: labelNames.map((l) => `${l}="${escapeLabelValue(labels[l])}"`).join(','),
          counts: new Float64Array(bounds.length + 1),
          sum: 0,
          count: 0,
        };
        series.set(key, one);
      }
      let bucket = 0;
      while (bucket < bounds.length && value > bounds[bucket]) bucket++;
      one.counts[bucket]++;
      one.sum += value;
      one.count++;
    },
    render() {
      let text = `# HELP ${name} ${description}\n# UNIT ${name} ${unit}\n# TYPE ${name} histogram\n`;
      for (const { labels, counts, sum, count } of series.values()) {
        text += `${name}_count{${labels}} ${count}\n${name}_sum{${labels}} ${sum}\n`;
        let cumulative = 0;
        counts.forEach((n, i) => {
          cumulative += n;
          text += `${name}_bucket{${labels},le="${i < bounds.length ? bounds[i] : '+Inf'}"} ${cumulative}\n`;
        });
      }
      return text;
    },
  };
  made.set(name, histogram);
  return histogram;
}

/** The Prometheus text of every histogram made with `shopHistogram`. */
export function renderShopHistograms(): string {
  return [...made.values()].map((h) => h.render()).join('');
}
