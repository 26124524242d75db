/**
 * The standalone page's first script (an entry of its own, see webpack.config.ts): starts the
 * landing route's OMS requests before the app's code is evaluated (./prefetch-plan.ts), fetches
 * that route's screen code beside the app's (./screen-code.ts), and uses the wait for both to warm
 * up the browser's collation and time-zone data (./warm-up.ts).
 */
import { prefetch, startOf, tabStorage } from './prefetch-plan';
import { fetchScreenCode } from './screen-code';
import { warmUpIntl } from './warm-up';

const start = startOf(window.location, tabStorage());
if (start) {
  prefetch(start, Date.now());
  fetchScreenCode(start.path);
  setTimeout(warmUpIntl, 0);
}
