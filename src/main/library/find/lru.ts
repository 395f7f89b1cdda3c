/**
 * A small least-recently-used map bounded by entry count and by a total weight (chars, items):
 * reading an entry makes it the newest, adding one past either bound drops the oldest first.
 * What find in the document keeps in memory between queries, so it never grows without bound.
 */
export class Lru<K, V> {
  private readonly entries = new Map<K, { value: V; weight: number }>();
  private total = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxWeight = Infinity
  ) {}

  get(key: K): V | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    this.entries.delete(key);
    this.entries.set(key, e);
    return e.value;
  }

  set(key: K, value: V, weight = 1): void {
    this.delete(key);
    this.entries.set(key, { value, weight });
    this.total += weight;
    while (this.entries.size > 0 && (this.entries.size > this.maxEntries || this.total > this.maxWeight)) {
      const oldest = this.entries.keys().next().value as K;
      // The newest entry stays even when it alone is over the weight bound (it is in use).
      if (oldest === key) break;
      this.delete(oldest);
    }
  }

  /** Sets the weight of an entry once it is known (a value built after it was stored); trims. */
  reweigh(key: K, weight: number): void {
    const e = this.entries.get(key);
    if (e) this.set(key, e.value, weight);
  }

  delete(key: K): void {
    const e = this.entries.get(key);
    if (!e) return;
    this.total -= e.weight;
    this.entries.delete(key);
  }

  /** Drops every entry whose key matches. */
  deleteWhere(match: (key: K) => boolean): void {
    for (const key of [...this.entries.keys()]) if (match(key)) this.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }

  get weight(): number {
    return this.total;
  }
}
