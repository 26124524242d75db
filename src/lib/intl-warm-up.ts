/**
 * The first Intl object a page makes costs 10–16 ms on this machine (the browser sets up its ICU
 * data then); every later one, in any language, well under 1 ms. The first screen formats numbers
 * and dates in its first render, on the busiest stretch of the page's main thread: making one
 * while the page is idle moves that cost out of the render. A host's idle time is such a moment
 * (src/expose/prefetch.ts); a standalone page's first script is not, as the browser is compiling the
 * app's scripts then (src/app/landing-reads.ts).
 */
export function warmUpIntl(): void {
  try {
    new Intl.NumberFormat().format(0);
  } catch {
    // No Intl: the app's own formatting says so where it matters.
  }
}
