/**
 * The standalone page's first script (an entry of its own, see webpack.config.ts): starts the
 * landing route's OMS requests before the app's code is evaluated (./prefetch-plan.ts).
 */
import { prefetch, startOf, tabStorage } from './prefetch-plan';

const start = startOf(window.location, tabStorage());
if (start) prefetch(start, Date.now());
