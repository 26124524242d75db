/**
 * The standalone page's first script's work (./prefetch.ts runs it): data before code. It runs
 * before React, Fluent UI and the app are evaluated (webpack.config.ts: the page's other entry
 * depends on this one), reads the URL and the tab's session, and sends the OMS requests the landing
 * route will make: the session reads (the launchpad hand-off's login, or the background check of
 * the facts this tab's login kept), then the route's own — the Users tab's first page and group
 * list once the profile names the user, or user details' waves. Their answers wait in
 * src/oms/prefetch.ts until the app asks the same questions. What is shown from here is a still
 * picture of the landing screen (./first-paint), only once these session reads passed
 * USERS_APP_VIEW; nothing is trusted: the app makes its own checks, exactly as without this script.
 */
import { OmsClient } from '../oms/client';
import { DEFAULT_OMS_DOMAIN, resolveInstanceUrl } from '../oms/instance-url';
import { readHandOff } from '../session/hand-off';
import { isExpired, readSessionFacts, sendSessionReads } from '../session/login';
import type { LoginInput, SessionFacts } from '../session/login';
import { readKeptFacts, readLoginInput } from '../session/storage';
import { prefetchUserDetails } from '../features/user-details/prefetch';
import { prefetchUsersTab } from '../features/users/prefetch';
import { firstPaintSettled, settleFirstPaint } from '../lib/first-paint';
import { isDefaultFilter, paintUserDetails, paintUsersTab } from './first-paint';

/** Where the standalone app lands for '/', '/tabs' and a hand-off without a partyId. */
const HOME = '/tabs/users';

export interface Start {
  input: LoginInput;
  kept?: SessionFacts;
  /** The route the app will show, with its query. */
  path: string;
  params: URLSearchParams;
}

export function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The session and the route this page load is for, when there is a session at all. */
export function startOf(location: Pick<Location, 'pathname' | 'search'>, tab: Storage | undefined): Start | undefined {
  const params = new URLSearchParams(location.search);
  if (location.pathname === '/login') {
    const { input, partyId } = readHandOff(params);
    if (!input) return undefined;
    return { input, path: partyId ? `/user-details/${encodeURIComponent(partyId)}` : HOME, params: new URLSearchParams() };
  }
  const input = readLoginInput(tab);
  if (!input) return undefined;
  const path = ['/', '/tabs', '/tabs/'].includes(location.pathname) ? HOME : location.pathname;
  return { input, kept: readKeptFacts(tab, input.token), path, params };
}

const ignore = (): void => undefined;

/**
 * Sends the requests of `start` through a recording client; answers wait for the app. With a
 * document, the Users tab's first rows or user details' first cards are painted from them
 * (./first-paint); the app's start waits for that to be decided (src/lib/first-paint.ts), and is
 * let go at once when nothing will be painted.
 */
export function prefetch(start: Start | undefined, now: number, doc?: Document): void {
  if (!start || isExpired(start.input.expirationTime, now)) return settleFirstPaint('none');
  let client: OmsClient;
  try {
    client = new OmsClient({ baseUrl: resolveInstanceUrl(start.input.oms, DEFAULT_OMS_DOMAIN), token: start.input.token, recordAnswers: true });
  } catch {
    return settleFirstPaint('none');
  }
  const reads = sendSessionReads(client);
  const facts = readSessionFacts(client, ignore, reads);
  facts.catch(ignore);
  const details = /^\/user-details\/([^/]+)\/?$/.exec(start.path);
  if (details?.[1]) {
    let decided: () => void = ignore;
    const pictureDecided = new Promise<void>((resolve) => {
      decided = resolve;
    });
    // What the picture does not need waits for it (bounded: the app's start ends the wait).
    const answers = prefetchUserDetails(client, decodeURIComponent(details[1]), Promise.race([pictureDecided, firstPaintSettled()]));
    // The app's code waits until the waves have left (bounded), and for the picture when there is
    // a document to paint on: evaluating it first would hold the main thread between an answer and
    // the request it unblocks.
    if (doc) return void paintUserDetails(doc, { input: start.input, client, facts, ...answers }).then(decided);
    decided();
  } else if (/^\/tabs\/users\/?$/.test(start.path)) {
    const partyId = start.kept?.profile.partyId;
    // The list leaves as soon as the profile names the user (the picture still waits for the gate).
    const answers = partyId ? Promise.resolve(prefetchUsersTab(client, start.params, partyId)) : reads.profile.then((profile) => prefetchUsersTab(client, start.params, profile.partyId));
    answers.catch(ignore);
    if (doc && isDefaultFilter(start.params)) {
      const list = answers.then((a) => a.list);
      const groups = answers.then((a) => a.groups);
      // A refusal or a failure is the app's to show; the picture just does not come.
      list.catch(ignore);
      groups.catch(ignore);
      const timeZone = reads.profile.then((profile) => profile.userTimeZone || start.input.timeZone);
      paintUsersTab(doc, { input: start.input, client, facts, list, groups, listSent: answers, timeZone });
      return;
    }
  }
  settleFirstPaint('none');
}
