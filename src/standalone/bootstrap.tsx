/**
 * The standalone page: the whole app at the root of its own origin. The launchpad's hand-off
 * (/login?token=…) is taken here, before the first render: its login is kept in the tab, then the
 * address becomes the screen it leads to (the token leaves the address bar; ./take-hand-off.ts) and
 * the root logs in with it, so no render pass is spent on the /login route. The landing screen's code is fetched before the first render (the
 * first script already asked for its files: ./screen-code.ts), so that screen renders at once
 * instead of suspending: a suspended screen shows its fallback, after which React holds the screen
 * back for up to 300 ms (its fallback throttle), and the reads its cards start with it.
 */
import { createRoot } from 'react-dom/client';
import { AppRoot } from '../app/app-root';
import { AppRoutes } from '../app/routes';
import { screenForPath } from '../app/screens';
import { DEFAULT_HOME } from '../app/screen-paths';
import { tabStorage } from './prefetch-plan';
import { takeHandOff } from './take-hand-off';

const element = document.getElementById('root');
if (!element) throw new Error('The page has no #root element');

const handOff = takeHandOff({ location: window.location, history: window.history, storage: tabStorage() });
const landing = screenForPath(window.location.pathname, DEFAULT_HOME);
const render = () =>
  createRoot(element).render(
    <AppRoot handOff={handOff} home={DEFAULT_HOME}>
      <AppRoutes />
    </AppRoot>,
  );
// A chunk that fails to load is the screen's to report (with Retry), not a reason not to start.
void Promise.resolve(landing?.preload())
  .catch(() => undefined)
  .then(render);
