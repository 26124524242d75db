/**
 * The standalone page: the whole app at the root of its own origin, logging in by /login hand-off.
 * The landing screen's code is fetched before the first render, so that screen renders at once
 * instead of suspending: a suspended screen shows its fallback, after which React holds the screen
 * back for up to 300 ms (its fallback throttle), and the reads its cards start with it.
 */
import { createRoot } from 'react-dom/client';
import { screenForPath } from '../app/screens';
import { UsersApp } from '../expose/app';

const element = document.getElementById('root');
if (!element) throw new Error('The page has no #root element');
const landing = screenForPath(window.location.pathname, '/tabs/users');
const render = () => createRoot(element).render(<UsersApp />);
// A chunk that fails to load is the screen's to report (with Retry), not a reason not to start.
void Promise.resolve(landing?.preload())
  .catch(() => undefined)
  .then(render);
