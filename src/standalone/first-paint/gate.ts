/**
 * When a picture shows and when the app's scripts may run (src/lib/first-paint.ts): shared by the
 * Users tab's and user details' first paint.
 */
import { FIRST_PAINT_ID, endFirstPaint, firstPaintSettled, settleFirstPaint } from '../../lib/first-paint';
import type { FirstPaintOutcome } from '../../lib/first-paint';
import { preloadAppScripts } from '../app-scripts';
import { warmUp } from './warm-up';
import type { WarmStep } from './warm-up';

/**
 * The app starts without the picture when it is not painted by then (ms after the first script
 * ran). Long enough for two round trips of a distant OMS (the picture then shows the screen before
 * the app's code could), short enough that a slow OMS does not hold the app's code back for long:
 * the app cannot show the screen before the same answers anyway.
 */
export const FIRST_PAINT_WAIT_MS = 1500;
/** Should the app never take over (it failed to start), the picture goes by itself after this. */
export const FIRST_PAINT_MAX_MS = 10_000;

/** Calls `then` once the next frame has been drawn (its animation frame, then the task after it). */
function afterNextFrame(doc: Document, then: () => void): void {
  const view = doc.defaultView;
  if (!view?.requestAnimationFrame) return void setTimeout(then, 0);
  view.requestAnimationFrame(() => setTimeout(then, 0));
}

export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Whether the app was let go already (a microtask: settled promises answer first). */
export async function isSettled(): Promise<boolean> {
  const marker = Symbol('pending');
  const first = await Promise.race([firstPaintSettled(), Promise.resolve(marker)]);
  return first !== marker;
}

/** Puts the picture on screen in place of any earlier one. */
export function showPicture(doc: Document, picture: HTMLElement): 'painted' {
  doc.getElementById(FIRST_PAINT_ID)?.remove();
  doc.body.append(picture);
  performance.mark?.('users:first-paint');
  return 'painted';
}

export interface PaintPlan {
  paint: () => Promise<FirstPaintOutcome>;
  /**
   * What the picture will need made ready while the answers are on their way (./warm-up.ts); a
   * promise when that depends on an answer (it is read once `warmAfter` settled).
   */
  warm: readonly WarmStep[] | Promise<readonly WarmStep[]>;
  /** The time zone the picture's dates show in, for the warm-up's first date (else the browser's). */
  timeZone?: Promise<string | undefined>;
  /**
   * The warm-up starts once this settles: when the requests that unblock others have left, so that
   * it never holds an answer that another request waits on (the Users tab: the list has left).
   */
  warmAfter: Promise<unknown>;
  /**
   * The app's scripts start downloading once this settles (the Users tab: its list has left, and
   * the picture waits a round trip for it); without it, only when they run (user details: its
   * picture needs nothing of the last waves, and the download would compete with its paint).
   */
  preloadAfter?: Promise<unknown>;
  /** The app's scripts never run before this settled (user details: its waves left). */
  alsoAfter?: Promise<unknown>;
}

/**
 * Runs the plan's paint and lets the app start once that is decided: at once when nothing was
 * painted, after the picture's frame when it was, and never before `alsoAfter` settled (user
 * details: its waves must leave before the app's code holds the main thread). Bounded by
 * FIRST_PAINT_WAIT_MS. Resolves once the picture is decided: painted and on screen, or not to come.
 */
export function paintThenStart(doc: Document, { paint, warm, timeZone, warmAfter, preloadAfter, alsoAfter = Promise.resolve() }: PaintPlan): Promise<FirstPaintOutcome> {
  const wait = setTimeout(() => settleFirstPaint('timeout'), FIRST_PAINT_WAIT_MS);
  let decided = false;
  // The app's code downloads once the requests that others wait on have left (../app-scripts.ts).
  if (preloadAfter) void preloadAfter.catch(() => undefined).then(() => preloadAppScripts(doc));
  // Only while the picture may still need it.
  void warmAfter
    .catch(() => undefined)
    .then(() => Promise.all([warm, timeZone?.catch(() => undefined)]))
    .then(
      ([steps, zone]) => warmUp(doc, steps, () => !decided, zone),
      () => undefined,
    );
  const painted = paint().then(
    (outcome) =>
      new Promise<FirstPaintOutcome>((resolve) => {
        if (outcome !== 'painted') return resolve(outcome);
        setTimeout(() => endFirstPaint(doc), FIRST_PAINT_MAX_MS);
        // The app's code runs once the picture is on screen: run at once, it would hold that frame.
        afterNextFrame(doc, () => resolve('painted'));
      }),
    (): FirstPaintOutcome => 'none',
  );
  void painted.then(() => {
    decided = true;
  });
  void Promise.all([painted, alsoAfter.catch(() => undefined)]).then(([outcome]) => {
    clearTimeout(wait);
    settleFirstPaint(outcome);
  });
  return painted;
}
