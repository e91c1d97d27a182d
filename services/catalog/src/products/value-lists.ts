/**
 * Each product's list of value numbers, all in one array (product `i`'s are `values[start[i]]` up
 * to `values[start[i + 1]]`): the count's walk reads them in order, without an array per product.
 */
export class Lists {
  private readonly start: Uint32Array;
  private readonly values: Uint32Array;

  constructor(lists: number[][]) {
    this.start = new Uint32Array(lists.length + 1);
    lists.forEach((l, i) => (this.start[i + 1] = this.start[i] + l.length));
    this.values = Uint32Array.from(lists.flat());
  }

  has(i: number, value: number): boolean {
    for (let k = this.start[i], end = this.start[i + 1]; k < end; k++) if (this.values[k] === value) return true;
    return false;
  }

  /** Sets `flags[v]` for each of product `i`'s values. */
  mark(i: number, flags: Uint8Array): void {
    for (let k = this.start[i], end = this.start[i + 1]; k < end; k++) flags[this.values[k]] = 1;
  }
}
