/** What a service notes before a write the app's change policy should have prevented (./watch.ts records it). */
export type WatchRule = 1 | 2 | 3 | 4;

export interface WatchTarget {
  kind: 'login' | 'party' | 'group';
  id: string;
}

/** What a service noted before its write. */
export interface WatchNote {
  service: string;
  rule: WatchRule;
  target: WatchTarget;
  /** What the write does, e.g. "adds group WAREHOUSE_MANAGER". */
  detail: string;
}
