/**
 * The standalone page's first script's work (./prefetch.ts runs it): data and code before the
 * app. It runs before React, Fluent UI and the app are evaluated (webpack.config.ts: the page's
 * other entry depends on this one), reads the URL and the tab's session, sends the OMS requests
 * the landing route will make (src/app/landing-reads.ts) and starts fetching the landing screen's
 * code (./screen-code.ts), so that neither waits for the app's code to be evaluated.
 */
import { readHandOff } from '../session/hand-off';
import { isExpired } from '../session/login';
import type { LoginInput } from '../session/login';
import { readKeptFacts, readLoginInput } from '../session/storage';
import { prefetchLanding } from '../app/landing-reads';
import type { Landing } from '../app/landing-reads';
import { DEFAULT_HOME, landingPath, screenNameForPath } from '../app/screen-paths';
import { preloadScreenCode } from './screen-code';


export interface Start extends Landing {
  input: LoginInput;
}

export function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The route a hand-off URL leads to: the user it names, or home. */
export function handOffTarget(partyId: string | undefined): string {
  return partyId ? `/user-details/${encodeURIComponent(partyId)}` : DEFAULT_HOME;
}

/**
 * The session and the route this page load is for, when there is a session at all. The tab's
 * storage is asked for only when the address is not a hand-off: the first sessionStorage access of
 * a page waits on the browser (~30 ms here), and the hand-off's reads need nothing from it.
 */
export function startOf(location: Pick<Location, 'pathname' | 'search'>, storage: () => Storage | undefined): Start | undefined {
  const params = new URLSearchParams(location.search);
  if (location.pathname === '/login') {
    const { input, partyId } = readHandOff(params);
    if (!input) return undefined;
    return { input, path: handOffTarget(partyId), params: new URLSearchParams() };
  }
  const tab = storage();
  const input = readLoginInput(tab);
  if (!input) return undefined;
  return { input, kept: readKeptFacts(tab, input.token), path: landingPath(location.pathname), params };
}

/**
 * Sends the requests of `start` through a recording client (answers wait for the app) and, with a
 * document, starts fetching the landing screen's code.
 */
export function prefetch(start: Start | undefined, now: number, doc?: Document): void {
  if (!start || isExpired(start.input.expirationTime, now)) return;
  // The reads first: they start the longest chain (the session's answers, then the screen's).
  prefetchLanding(start.input, start);
  const screen = screenNameForPath(start.path);
  if (doc && screen) preloadScreenCode(doc, screen);
}
