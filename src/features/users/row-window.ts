/**
 * Which of the Users table's rows are mounted, and where: from the virtualiser once it is loaded
 * (./virtual-window.tsx), before that the first screenful from the top (`firstRows`). Pure.
 */
export interface RowWindow {
  /** The rows mounted: indexes start (inclusive) to end (exclusive). */
  start: number;
  end: number;
  /** Where the first mounted row starts, below the body's top. */
  offset: number;
  /** The body's full height. */
  totalSize: number;
  /** The last row in view (without overscan); -1 when not known. */
  lastVisible: number;
}

/** The rows of a list at the page's top, as the virtualiser would mount them there. */
export function firstRows(count: number, rowHeight: number, overscan: number, viewportHeight: number, documentTop: number | null): RowWindow {
  const inView = Math.ceil(Math.max(0, viewportHeight - (documentTop ?? 0)) / rowHeight);
  return {
    start: 0,
    end: Math.min(count, inView + overscan),
    offset: 0,
    totalSize: count * rowHeight,
    lastVisible: documentTop === null ? -1 : Math.min(count, inView) - 1,
  };
}
