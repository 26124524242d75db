/**
 * Many items, each run on its own, a few at a time (an import's rows, a bulk action's users): Pause
 * stops taking new items, Cancel marks the items not yet started as not run; an item in flight
 * finishes what it started. Items done in an earlier run are not run again, so 'Retry failed'
 * resumes each from where it stopped (the item's own run reads its earlier state).
 */

/** Pause and Cancel, read by the pool between items (and by an item between its own parts). */
export interface RunControl {
  readonly cancelled: boolean;
  /** Resolves at once unless paused; otherwise when resumed or cancelled. */
  whenResumed(): Promise<void>;
}

export type ItemStatus = 'waiting' | 'running' | 'done' | 'failed' | 'notRun';

export interface PoolOptions<S> {
  concurrency: number;
  control: RunControl;
  /** Each item's state whenever the pool changes it. */
  onItem(state: S): void;
}

export const DEFAULT_CONCURRENCY = 4;

/**
 * Runs the items not done (`stateOf` gives each one's state from an earlier run, or its first);
 * resolves with every item's final state, by key. Never rejects: `run` reports failures in states.
 */
export async function runPool<T, S extends { status: ItemStatus }>(
  items: readonly T[],
  keyOf: (item: T) => string | number,
  stateOf: (item: T) => S,
  run: (item: T, state: S) => Promise<S>,
  options: PoolOptions<S>,
): Promise<Map<string | number, S>> {
  const states = new Map<string | number, S>();
  for (const item of items) states.set(keyOf(item), stateOf(item));
  const settle = (item: T, state: S) => {
    states.set(keyOf(item), state);
    options.onItem(state);
  };
  const queue = items.filter((item) => states.get(keyOf(item))?.status !== 'done');
  for (const item of queue) settle(item, { ...states.get(keyOf(item))!, status: 'waiting' });
  let next = 0;
  const worker = async () => {
    for (;;) {
      await options.control.whenResumed();
      if (options.control.cancelled || next >= queue.length) return;
      const item = queue[next++]!;
      settle(item, await run(item, states.get(keyOf(item))!));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency, queue.length)) }, worker));
  // Cancelled: what never started is not run.
  for (const item of queue) if (states.get(keyOf(item))?.status === 'waiting') settle(item, { ...states.get(keyOf(item))!, status: 'notRun' });
  return states;
}

/** The progress bar's figures. */
export interface PoolProgress {
  total: number;
  done: number;
  failed: number;
  notRun: number;
  left: number;
  /** Items finished (done or failed) per second so far, or undefined before the first. */
  rowsPerSecond?: number;
  /** Estimated time left, from the rate so far. */
  remainingMs?: number;
}

export function poolProgress(states: Iterable<{ status: ItemStatus }>, elapsedMs: number): PoolProgress {
  let total = 0;
  let done = 0;
  let failed = 0;
  let notRun = 0;
  for (const state of states) {
    total += 1;
    if (state.status === 'done') done += 1;
    else if (state.status === 'failed') failed += 1;
    else if (state.status === 'notRun') notRun += 1;
  }
  const left = total - done - failed - notRun;
  const finished = done + failed;
  if (finished === 0 || elapsedMs <= 0) return { total, done, failed, notRun, left };
  const rowsPerSecond = finished / (elapsedMs / 1000);
  return { total, done, failed, notRun, left, rowsPerSecond, remainingMs: (left / rowsPerSecond) * 1000 };
}

/** A RunControl the screen's Pause, Resume and Cancel buttons drive. */
export class PoolControl implements RunControl {
  private pausedWith: { promise: Promise<void>; resolve: () => void } | null = null;
  private stopped = false;

  get cancelled(): boolean {
    return this.stopped;
  }

  get paused(): boolean {
    return this.pausedWith !== null;
  }

  whenResumed(): Promise<void> {
    return this.pausedWith?.promise ?? Promise.resolve();
  }

  pause(): void {
    if (this.pausedWith || this.stopped) return;
    let resolve = () => {};
    const promise = new Promise<void>((done) => {
      resolve = done;
    });
    this.pausedWith = { promise, resolve };
  }

  resume(): void {
    this.pausedWith?.resolve();
    this.pausedWith = null;
  }

  cancel(): void {
    this.stopped = true;
    this.resume();
  }
}
