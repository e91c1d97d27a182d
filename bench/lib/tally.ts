/**
 * How many answers of a row carried each value of one header: `X-Cache` says how the gateway's
 * cache answered (HIT, STALE while recomputed, MISS; `-` when absent), the counts a row's
 * latencies are read against.
 */
export class HeaderTally {
  readonly counts = new Map<string, number>();
  private readonly header: string;

  constructor(header: string) {
    this.header = header.toLowerCase();
  }

  /** One answer's headers, as autocannon gives them (names as the server wrote them). */
  add(headers: Record<string, string | string[] | undefined>): void {
    const name = Object.keys(headers).find((k) => k.toLowerCase() === this.header);
    const raw = name === undefined ? undefined : headers[name];
    const value = (Array.isArray(raw) ? raw[0] : raw) ?? '-';
    this.counts.set(value, (this.counts.get(value) ?? 0) + 1);
  }

  /** "HIT 9,120 (91.2 %), STALE 800 (8.0 %), MISS 80 (0.8 %)", most frequent first. */
  describe(): string {
    const total = [...this.counts.values()].reduce((a, b) => a + b, 0);
    if (total === 0) return 'no answers';
    return [...this.counts]
      .sort((a, b) => b[1] - a[1])
      .map(([value, n]) => `${value} ${n.toLocaleString('en-US')} (${((n / total) * 100).toFixed(1)} %)`)
      .join(', ');
  }
}
