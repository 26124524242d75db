/**
 * The standalone page's first script (an entry of its own, see webpack.config.ts): starts the
 * landing route's OMS requests before the app's code is evaluated (./prefetch-plan.ts), fetches
 * that route's screen code beside the app's (./screen-code.ts), and uses an idle wait for both to
 * warm up the browser's collation and time-zone data (./warm-up.ts).
 */
import { prefetch, startOf, tabStorage } from './prefetch-plan';
import { fetchScreenCode } from './screen-code';
import { warmUpIntl } from './warm-up';

const start = startOf(window.location, tabStorage());
if (start) {
  prefetch(start, Date.now());
  fetchScreenCode(start.path);
  // Only when the main thread is idle (waiting for the code): a page whose code is cached has no
  // such wait, and there the first sort pays as before rather than the warm-up delaying the start.
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(warmUpIntl);
}
