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
 *     const { default: prefetchUsers, warmUpUsers } = await loadRemote('users/prefetch');
 *     void warmUpUsers(session);                       // once idle, after the host's first screen
 *     prefetchUsers(session, { path: '/tabs/users' }); // on intent, or on the click
 *
 * `warmUpUsers` reads what the app's login needs to know about the user (permissions, profile,
 * organization) and keeps it in the page's memory for this token: the next root's login starts
 * from it (and reads it again in the background, as a standalone tab resuming its session does),
 * and the landing screen's own reads leave on intent with the session's, in one wave.
 */
import { prefetchLanding } from '../app/landing-reads';
import { DEFAULT_HOME, landingPath } from '../app/screen-paths';
import { warmUpIntl } from '../lib/intl-warm-up';
import { DEFAULT_OMS_DOMAIN } from '../oms/instance-url';
import { hasOfferedAnswers, PREFETCH_TTL_MS } from '../oms/prefetch';
import { isExpired, readSessionFacts, sessionClient } from '../session/login';
import { hostLoginInFlight, hostMemory, keepSessionFacts, readKeptFacts } from '../session/storage';
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
  if (last?.key === key && now - last.at < PREFETCH_TTL_MS && hasOfferedAnswers(session.token)) return;
  last = { key, at: now };
  prefetchLanding(session, { path, params: url.searchParams, kept: readKeptFacts(hostMemory, session.token) }, options.omsDomain);
}

/**
 * Reads the session's facts for the app's next login, unless this page already holds them for
 * this token or a root's login is getting them. Resolves when they are kept (or that login is
 * over); rejects when the OMS cannot give them (nothing kept: the app's login then reads them
 * itself and says why it cannot go on).
 */
export async function warmUpUsers(session: HostSession, options: Pick<PrefetchOptions, 'omsDomain'> = {}): Promise<void> {
  if (isExpired(session.expirationTime, Date.now()) || readKeptFacts(hostMemory, session.token)) return;
  // A root's login of this token is under way, or about to start from the landing reads a
  // `prefetchUsers` sent (it would find them taken): it keeps the facts itself, so reading them
  // here would only ask the OMS the same three questions twice.
  const login = hostLoginInFlight(session.token);
  if (login) {
    await login.catch(() => undefined);
    return;
  }
  if (hasOfferedAnswers(session.token)) return;
  const client = sessionClient(session, { omsDomain: options.omsDomain ?? DEFAULT_OMS_DOMAIN });
  // An incomplete permission answer is the login's to report, when it reads them again.
  const facts = await readSessionFacts(client, () => undefined);
  keepSessionFacts(hostMemory, session.token, facts);
}

export default prefetchUsers;
