/**
 * Work that can wait for a quiet moment (preloading the next screen's code): run it when the
 * browser is idle, or after a short delay where requestIdleCallback does not exist (Safari).
 */

/** The longest a task waits for idleness before it runs anyway. */
const IDLE_TIMEOUT_MS = 3000;
/** Without requestIdleCallback: long enough for the current frame and its effects to finish. */
const FALLBACK_DELAY_MS = 200;

/** Runs `task` once the browser is idle; returns a cancel function. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, FALLBACK_DELAY_MS);
  return () => clearTimeout(handle);
}
