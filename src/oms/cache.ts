/**
 * A small time-limited cache for the lookups the spec marks cacheable (max age 3600 s). Entries
 * carry a tag so a write that changes a lookup drops every cached answer of that kind.
 */

export type CacheTag =
  | 'roles'
  | 'productStores'
  | 'facilities'
  | 'securityGroups'
  | 'permissions'
  | 'timeZones'
  | 'shopConfigs';

/** The spec's cache maximum age. */
export const CACHE_MAX_AGE_MS = 3600 * 1000;

interface Entry {
  tag: CacheTag;
  expiresAt: number;
  value: Promise<unknown>;
}

export class LookupCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly maxAgeMs: number = CACHE_MAX_AGE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** The cached answer for `key`, or the result of `load` (shared by concurrent callers). */
  get<T>(tag: CacheTag, key: string, load: () => Promise<T>): Promise<T> {
    const fullKey = `${tag}:${key}`;
    const hit = this.entries.get(fullKey);
    if (hit && hit.expiresAt > this.now()) return hit.value as Promise<T>;
    const value = load();
    this.entries.set(fullKey, { tag, expiresAt: this.now() + this.maxAgeMs, value });
    // A failed load is not an answer: forget it so the next caller tries again.
    value.catch(() => {
      if (this.entries.get(fullKey)?.value === value) this.entries.delete(fullKey);
    });
    return value;
  }

  /** Drops every cached answer carrying one of these tags. */
  invalidate(...tags: CacheTag[]): void {
    for (const [key, entry] of this.entries) {
      if (tags.includes(entry.tag)) this.entries.delete(key);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}
