/**
 * The OMS's clock as the app knows it (issue 35: dates from the OMS's clock). The OMS filters
 * current rows by its own now, so an end's thruDate, and any window compared with dates the OMS
 * stamped, must be on that clock: a browser clock ahead would leave an "ended" row current until
 * then, one behind would send a thruDate before the row's fromDate.
 *
 * The browser cannot read the OMS's time directly (a cross-origin answer hides its Date header), so
 * the clock learns it from rows the OMS stamps while a write is in flight: such a stamp lies between
 * the write's send and its answer on the OMS's clock. Until a stamp says otherwise, the local clock
 * is taken as the OMS's.
 */

/** Stamps this close to the write's span are the clocks agreeing; only a farther one moves the offset. */
const AGREEMENT_MS = 1000;

export class OmsClock {
  private offsetMs = 0;

  constructor(private readonly localNow: () => number = () => Date.now()) {}

  /** The local clock (what a write's span is measured on). */
  local(): number {
    return this.localNow();
  }

  /** Now on the OMS's clock, as far as the app has learned it. */
  now(): number {
    return Math.round(this.localNow() + this.offsetMs);
  }

  /** How far the OMS's clock is ahead of the local one (negative: behind). */
  get offset(): number {
    return this.offsetMs;
  }

  /**
   * Learns from a time the OMS stamped between `sentAt` and `answeredAt` (local clock). A stamp
   * inside that span (give or take a second) says the offset holds; one outside it moves the offset
   * to put the stamp in the middle of the span.
   */
  learn(omsTime: number, sentAt: number, answeredAt: number): void {
    if (!Number.isFinite(omsTime) || answeredAt < sentAt) return;
    const low = sentAt + this.offsetMs - AGREEMENT_MS;
    const high = answeredAt + this.offsetMs + AGREEMENT_MS;
    if (omsTime >= low && omsTime <= high) return;
    this.offsetMs = omsTime - (sentAt + answeredAt) / 2;
  }

  /** A thruDate for ending a row: the OMS's now, never before the row's own fromDate. */
  endOf(fromDate: number | undefined): number {
    const now = this.now();
    return fromDate !== undefined && Number.isFinite(fromDate) && fromDate > now ? fromDate : now;
  }
}
