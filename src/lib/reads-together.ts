/**
 * Reads that end together (the reads of one visit of a screen): each runs under the signal it was
 * given and under `end()`, which aborts every read under way and every one started after. They are
 * kept in a set, not as listeners on one shared signal: a screen runs a dozen at once (Node warns
 * past ten listeners on one signal) and, over a visit, many more one after another.
 */
export class ReadsTogether {
  private ended = false;
  private readonly reads = new Set<AbortController>();

  end(): void {
    this.ended = true;
    this.reads.forEach((read) => read.abort());
  }

  /** Runs `read` with a signal that aborts with `signal` or at `end()`; no listener outlives it. */
  async run<T>(signal: AbortSignal, read: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const controller = new AbortController();
    const onAbort = () => controller.abort(signal.reason);
    if (this.ended) controller.abort();
    else if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
    this.reads.add(controller);
    try {
      return await read(controller.signal);
    } finally {
      this.reads.delete(controller);
      signal.removeEventListener('abort', onAbort);
    }
  }
}
