/**
 * The standalone page's first script (an entry of its own, see webpack.config.ts): sends the
 * landing route's OMS requests and fetches its screen's code before the app's scripts, which the
 * page runs next, are evaluated (./prefetch-plan.ts). Whatever happens here, the app starts.
 */
import { prefetch, startOf, tabStorage } from './prefetch-plan';

try {
  prefetch(startOf(window.location, tabStorage), Date.now(), document);
} catch (error) {
  console.error('The Users app could not start its first requests', error);
}
