/**
 * Data before code: the OMS reads a root's landing screen makes, sent before the app's code has
 * run — the session reads (the login's, or the background check of the facts a tab's login kept),
 * then the route's own: the Users tab's first page and group list once the profile names the user,
 * or user details' waves. Sent through an OmsClient made with `recordAnswers`, their answers wait
 * in src/oms/prefetch.ts until the app asks the same questions. Nothing is shown or trusted from
 * here: the app makes its own checks. Framework-free: the standalone page's first script
 * (src/standalone/prefetch-plan.ts) and the `./prefetch` expose a host calls on intent
 * (src/expose/prefetch.ts) both run it.
 */
import type { OmsClient } from '../oms/client';
import { DEFAULT_OMS_DOMAIN } from '../oms/instance-url';
import { prefetchUsersTab } from '../features/users/prefetch';
import { sendSessionReads, sessionClient } from '../session/login';
import type { SessionFacts } from '../session/login';

const ignore = (): void => undefined;

export interface Landing {
  /** The app path the root will show, e.g. '/tabs/users' or '/user-details/10003'. */
  path: string;
  /** Its query. */
  params: URLSearchParams;
  /** What this tab's login kept, when it resumes one. */
  kept?: SessionFacts;
}

/**
 * Sends the landing screen's reads for a session (the OMS instance and token it names) through a
 * recording client. An instance that cannot be resolved sends nothing: the app's login says why.
 */
export function prefetchLanding(session: { oms: string; token: string }, landing: Landing, omsDomain: string = DEFAULT_OMS_DOMAIN): void {
  let client: OmsClient;
  try {
    client = sessionClient(session, { omsDomain, clientOptions: { recordAnswers: true } });
  } catch {
    return;
  }
  // No Intl warm-up here (src/lib/intl-warm-up.ts): while the answers are on their way the
  // browser compiles the app's scripts on the page's other core, and the warm-up's 10–20 ms there
  // delayed the rows more than it saved in their render (standalone ×0.91 without it, paired).
  sendLandingReads(client, landing);
}

/** Sends the landing screen's reads; answers wait for the app. */
function sendLandingReads(client: OmsClient, landing: Landing): void {
  const reads = sendSessionReads(client);
  // A failure is the app's login's to report, when it asks the same.
  for (const read of Object.values(reads)) void read.catch(ignore);
  const details = /^\/user-details\/([^/]+)\/?$/.exec(landing.path);
  if (details?.[1]) {
    const partyId = decodeURIComponent(details[1]);
    // Its own chunk: a Users tab landing (the hand-off's, the launchpad's) carries none of it.
    void import(/* webpackChunkName: "prefetch-user-details" */ '../features/user-details/prefetch').then(({ prefetchUserDetails }) => prefetchUserDetails(client, partyId), ignore);
  } else if (/^\/tabs\/users\/?$/.test(landing.path)) {
    const partyId = landing.kept?.profile.partyId;
    // The list leaves as soon as the profile names the user.
    const answers = partyId ? Promise.resolve(prefetchUsersTab(client, landing.params, partyId)) : reads.profile.then((profile) => prefetchUsersTab(client, landing.params, profile.partyId));
    answers.catch(ignore);
  }
}
