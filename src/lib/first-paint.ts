/**
 * The standalone page's first paint (src/standalone/first-paint): the Users tab's first rows, drawn
 * from the prefetched answers before React and Fluent UI are evaluated, as a still picture over the
 * app's root (hidden from assistive technology and inert). The app takes over by removing it in
 * the frame it shows its own screen (`endFirstPaint`). Until the picture is on screen, or known not
 * to come (for user details: until the first script's waves left), the app's scripts do not run:
 * the first script adds them when `firstPaintSettled` resolves (src/standalone/app-scripts.ts), so
 * the two never fight for the main thread. Framework-free: both the first script and the app read it.
 */

/** The picture's element id. */
export const FIRST_PAINT_ID = 'users-first-paint';

/**
 * Why the app starts without waiting for the picture any longer: it is painted, it will not come
 * (another route, no session, a refusal, an error, a filtered list), or it took too long.
 */
export type FirstPaintOutcome = 'painted' | 'none' | 'timeout';

let settle: (outcome: FirstPaintOutcome) => void = () => undefined;
let settledWith: FirstPaintOutcome | undefined;
const settled = new Promise<FirstPaintOutcome>((resolve) => {
  settle = resolve;
});

/** Resolves once the picture is painted or will not be (first call wins). */
export function firstPaintSettled(): Promise<FirstPaintOutcome> {
  return settled;
}

export function settleFirstPaint(outcome: FirstPaintOutcome): void {
  if (settledWith) return;
  settledWith = outcome;
  settle(outcome);
}

/** Removes the picture, if any (the app's own screen is committed, or the app could not start). */
export function endFirstPaint(doc: Document = document): void {
  const picture = doc.getElementById(FIRST_PAINT_ID);
  if (!picture) return;
  picture.remove();
  // For the benchmark and for anyone profiling: when the app's own screen took over.
  performance.mark?.('users:first-paint-ended');
}
