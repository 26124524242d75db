/**
 * Exact counts over a large view cost a full nested-loop pass; repeating the same count while
 * paging through one filter is answered from here until any write (or `ttlMs` elapses, which
 * bounds staleness from the clock alone moving past a fromDate/thruDate).
 */
export class CountCache {
  private readonly entries = new Map<string, { count: number; generation: string; at: number }>();
  constructor(
    readonly ttlMs: number,
    /** Counts cheaper than this are not worth caching. */
    readonly minCostMs = 10,
    readonly maxEntries = 200,
  ) {}
  get(key: string, generation: string, now: number): number | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.generation !== generation || now - hit.at > this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.count;
  }
  set(key: string, generation: string, now: number, count: number, costMs: number): void {
    if (this.ttlMs <= 0 || costMs < this.minCostMs) return;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { count, generation, at: now });
  }
  clear(): void {
    this.entries.clear();
  }
}
