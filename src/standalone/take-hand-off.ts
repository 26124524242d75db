/**
 * The standalone page's launchpad hand-off (/login?token=…), taken before the first render: the
 * login it carries is kept in the tab's storage first, and only then does the address become the
 * screen it leads to (the token leaves the address bar). In that order a reload at any moment finds
 * the session: in the address, or in the tab (AuthBootstrap resumes a stored login without kept
 * facts by logging in with it). The facts of the login are kept once it has read them (use-login.ts).
 */
import { readHandOff } from '../session/hand-off';
import type { LoginInput } from '../session/login';
import { saveLoginInput } from '../session/storage';
import { handOffTarget } from './prefetch-plan';

export interface HandOffPage {
  location: Pick<Location, 'pathname' | 'search'>;
  history: Pick<History, 'replaceState' | 'state'>;
  /** The tab's storage (the app's environment storage when standalone: sessionStorage). */
  storage: Storage | undefined;
}

/** The hand-off's login, when this load is one (kept in the tab, then the address changed). */
export function takeHandOff({ location, history, storage }: HandOffPage): LoginInput | undefined {
  if (location.pathname !== '/login') return undefined;
  const { input, partyId } = readHandOff(new URLSearchParams(location.search));
  if (!input) return undefined;
  saveLoginInput(storage, input);
  history.replaceState(history.state, '', handOffTarget(partyId));
  return input;
}
