/**
 * `users/prefetch`: data before code inside a host. A host calls it on intent — the pointer over,
 * or the focus on, its link to this app — or at the latest on the click, with the session it will
 * hand the app: the landing screen's OMS reads leave at once (src/app/landing-reads.ts), while
 * the host loads `./App` (or a route expose). It does not load the screen's code itself: as a
 * second parent of the screens' chunks it would make webpack copy into them what `./App` already
 * brings (dayjs, the icons' runtime: ~5 KB more before the rows). The app's client then takes those answers instead of asking again
 * (src/oms/prefetch.ts: reads only, each once, within 15 s; any write, and the first screen having
 * shown, clear them). Nothing here renders or imports React: the module is a few KB.
 *
 *     const { default: prefetchUsers } = await loadRemote('users/prefetch');
 *     prefetchUsers(session, { path: '/tabs/users' });
 */
import { prefetchLanding } from '../app/landing-reads';
import { DEFAULT_HOME, landingPath } from '../app/screen-paths';
import { warmUpIntl } from '../lib/intl-warm-up';
import { hasOfferedAnswers, PREFETCH_TTL_MS } from '../oms/prefetch';
import { isExpired } from '../session/login';
import type { HostSession } from './types';

export interface PrefetchOptions {
  /**
   * The app path the host is about to show, below its mount path, with or without its query:
   * '/tabs/users' (the default, the Users tab: `./App`, `./UsersRoutes`), '/user-details/{partyId}'.
   */
  path?: string;
  /** Where bare instance names live, when the host sets `environment.omsDomain`. */
  omsDomain?: string;
}

let last: { key: string; at: number } | undefined;

// A host loads this module ahead of any intent (while idle): the page's first Intl object, 10 ms
// here, is made now rather than in the click's path (src/lib/intl-warm-up.ts).
warmUpIntl();

/** Starts the landing screen's reads; a repeat while its answers wait does nothing. */
export function prefetchUsers(session: HostSession, options: PrefetchOptions = {}): void {
  const url = new URL(options.path ?? DEFAULT_HOME, 'http://app.invalid');
  const path = landingPath(url.pathname);
  const now = Date.now();
  if (isExpired(session.expirationTime, now)) return;
  const key = [session.token, session.oms, path, url.search].join('\n');
  if (last?.key === key && now - last.at < PREFETCH_TTL_MS && hasOfferedAnswers()) return;
  last = { key, at: now };
  prefetchLanding(session, { path, params: url.searchParams }, options.omsDomain);
}

export default prefetchUsers;
