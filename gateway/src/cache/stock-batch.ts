/**
 * Products whose stock changed, dropped together every `batchMs` (PUBLIC_CACHE_STOCK_BATCH_MS): a
 * sale changes a hot product's stock many times a second, and its detail, the home rows and the
 * searches showing it would otherwise be recomputed as often (decision 0900, "Under a sale"). With
 * `batchMs` 0 each change is dropped at once.
 */
export class StockBatch {
  private readonly changed = new Set<string>();
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly batchMs: number,
    private readonly drop: (productIds: string[]) => void,
  ) {}

  add(productId: string): void {
    if (this.batchMs <= 0) return this.drop([productId]);
    this.changed.add(productId);
    this.timer ??= setTimeout(() => this.flush(), this.batchMs);
  }

  /** Drops every product changed since the last batch, now. */
  flush(): void {
    this.stopTimer();
    if (this.changed.size === 0) return;
    const productIds = [...this.changed];
    this.changed.clear();
    this.drop(productIds);
  }

  /** Forgets the batch: everything is dropped anyway (the broker lost or back, the gateway stopping). */
  clear(): void {
    this.stopTimer();
    this.changed.clear();
  }

  private stopTimer(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}
