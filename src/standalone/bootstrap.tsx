/**
 * The standalone page: the whole app at the root of its own origin. The launchpad's hand-off
 * (/login?token=…) is taken here, before the first render: the address becomes the screen it
 * leads to (the token leaves the address bar) and the root logs in with it, so no render pass is
 * spent on the /login route. The landing screen's code is fetched before the first render (the
 * first script already asked for its files: ./screen-code.ts), so that screen renders at once
 * instead of suspending: a suspended screen shows its fallback, after which React holds the screen
 * back for up to 300 ms (its fallback throttle), and the reads its cards start with it.
 */
import { createRoot } from 'react-dom/client';
import { AppRoot } from '../app/app-root';
import { AppRoutes } from '../app/routes';
import { screenForPath } from '../app/screens';
import { readHandOff } from '../session/hand-off';
import type { LoginInput } from '../session/login';
import { DEFAULT_HOME } from '../app/screen-paths';
import { handOffTarget } from './prefetch-plan';

const element = document.getElementById('root');
if (!element) throw new Error('The page has no #root element');

/** The hand-off's login, when this load is one; the address is then the screen it leads to. */
function takeHandOff(): LoginInput | undefined {
  if (window.location.pathname !== '/login') return undefined;
  const { input, partyId } = readHandOff(new URLSearchParams(window.location.search));
  if (!input) return undefined;
  window.history.replaceState(window.history.state, '', handOffTarget(partyId));
  return input;
}

const handOff = takeHandOff();
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
