/**
 * Something done at a steady rate while a row measures something else (a hot product's stock
 * changed every 10 ms during a sale). The rate is held against the clock, not against timer
 * callbacks: a tick that comes late (the load generator shares the event loop) starts every
 * operation that fell due since the last one, so the rate over the row is the one asked for.
 * At most `maxInFlight` run at once: a due operation that finds that many still running is not
 * started but counted as skipped, so a shop that cannot keep up shows in the figures instead of
 * a queue growing without bound.
 */
export interface PaceCount {
  /** Operations started, finished well, finished with an error, and not started (too many in flight). */
  started: number;
  done: number;
  failed: number;
  skipped: number;
  /** The first error, to print: the row's figures mean little if every operation failed. */
  firstError?: string;
  /** From the first tick to `stop()`. */
  seconds: number;
}

export class Pacer {
  private readonly count: PaceCount = { started: 0, done: 0, failed: 0, skipped: 0, seconds: 0 };
  private readonly running = new Set<Promise<void>>();
  private startedAt?: number;
  private due = 0;
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly everyMs: number,
    private readonly maxInFlight: number,
    private readonly op: (i: number) => Promise<unknown>,
    private readonly now: () => number = () => performance.now(),
  ) {
    if (!(everyMs > 0) || !(maxInFlight >= 1)) throw new Error('pacer: everyMs must be > 0 and maxInFlight ≥ 1');
  }

  /** Ticks on a timer of `everyMs` until `stop()`. */
  start(): this {
    this.tick();
    this.timer = setInterval(() => this.tick(), this.everyMs);
    return this;
  }

  /** Starts what fell due since the last tick (one at the first tick). */
  tick(): void {
    const now = this.now();
    this.startedAt ??= now;
    const dueNow = Math.floor((now - this.startedAt) / this.everyMs) + 1;
    for (; this.due < dueNow; this.due++) {
      if (this.running.size >= this.maxInFlight) {
        this.count.skipped++;
        continue;
      }
      const i = this.count.started++;
      const run: Promise<void> = Promise.resolve()
        .then(() => this.op(i))
        .then(
          () => void this.count.done++,
          (err: unknown) => {
            this.count.failed++;
            this.count.firstError ??= String(err);
          },
        )
        .finally(() => this.running.delete(run));
      this.running.add(run);
    }
  }

  /** Stops ticking, waits for what is running, and answers the counts. */
  async stop(): Promise<PaceCount> {
    clearInterval(this.timer);
    this.count.seconds = this.startedAt === undefined ? 0 : (this.now() - this.startedAt) / 1000;
    await Promise.all([...this.running]);
    return { ...this.count };
  }
}
