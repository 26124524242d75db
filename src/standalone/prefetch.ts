/**
 * The standalone page's first script (an entry of its own, see webpack.config.ts): starts the
 * landing route's OMS requests before the app's code is evaluated (./prefetch-plan.ts), paints the
 * Users tab's first rows from them when it can (./first-paint), then runs the app's scripts
 * (./app-scripts.ts). Whatever happens here, the app's scripts run.
 */
import { firstPaintSettled, settleFirstPaint } from '../lib/first-paint';
import { runAppScripts } from './app-scripts';
import { prefetch, startOf, tabStorage } from './prefetch-plan';

try {
  prefetch(startOf(window.location, tabStorage()), Date.now(), document);
} catch (error) {
  settleFirstPaint('none');
  console.error('The Users app could not start its first requests', error);
}
void firstPaintSettled().then(() => runAppScripts(document));
