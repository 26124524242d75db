/**
 * User details' first paint on the standalone page (a full navigation to /user-details/{partyId},
 * or the hand-off with a partyId): once the session reads pass the same gate the app's login
 * applies (readSessionFacts: USERS_APP_VIEW, else it rejects) and the party and its contacts are
 * in, the page shows the heading and the first cards (./details-picture.ts) without waiting for
 * React and Fluent UI to be evaluated. A refusal, a failed read, no such party or a party without
 * a login paint nothing, and the app shows its own states as always. The app's scripts run once
 * this is decided and the first script's waves have left (./gate.ts).
 */
import type { FirstPaintOutcome } from '../../lib/first-paint';
import type { OmsClient } from '../../oms/client';
import type { PartyContacts } from '../../oms/contacts';
import type { UserParty } from '../../oms/user-details';
import { sessionFromFacts } from '../../session/login';
import type { LoginInput, SessionFacts } from '../../session/login';
import { buildUserDetails } from './details-picture';
import { isSettled, paintThenStart, showPicture } from './gate';
import { loadTexts } from './texts';
import type { WarmStep } from './warm-up';
import { isCreatedBySystem } from '../../party/party';

export interface UserDetailsReads {
  input: LoginInput;
  client: OmsClient;
  /** The session reads of this load (never the facts kept for the tab: those are being checked). */
  facts: Promise<SessionFacts>;
  party: Promise<UserParty | undefined>;
  contacts: Promise<PartyContacts>;
  /** Settles once the first script's waves have all left. */
  wavesLeft: Promise<void>;
}

async function paint(doc: Document, reads: UserDetailsReads): Promise<FirstPaintOutcome> {
  const facts = await reads.facts;
  performance.mark?.('users:session-read');
  const session = sessionFromFacts(reads.input, reads.client, facts);
  const [{ language, t }, party, contacts] = await Promise.all([loadTexts(session.locale), reads.party, reads.contacts]);
  const userLoginId = party?.userLoginId;
  if (!party || !userLoginId) return 'none';
  // The app may have started meanwhile (FIRST_PAINT_WAIT_MS): then it shows its own screen.
  if (await isSettled()) return 'none';
  const picture = buildUserDetails(doc, {
    t,
    language,
    party: { ...party, userLoginId },
    contacts,
    held: new Set(session.permissionIds),
    ownLoginId: session.profile.userLoginId,
  });
  return showPicture(doc, picture);
}

/**
 * Paints user details' first cards when the reads allow it; the app starts after that and the
 * waves. Resolves once the picture is decided.
 */
export function paintUserDetails(doc: Document, reads: UserDetailsReads): Promise<FirstPaintOutcome> {
  // The emoji's fallback font costs tens of ms of layout: only for a user the system created.
  const warm = reads.party.then((party): WarmStep[] => (party && isCreatedBySystem(party.createdByUserLogin) ? ['text', 'emoji'] : ['text']));
  // The first script holds every other read until the picture is decided: nothing waits to leave.
  return paintThenStart(doc, { paint: () => paint(doc, reads), warm, warmAfter: Promise.resolve(), alsoAfter: reads.wavesLeft });
}
