/**
 * The Users tab's first paint on the standalone page: once the prefetched session reads pass the
 * same gate the app's login applies (readSessionFacts: USERS_APP_VIEW, else it rejects) and the
 * first page of users is in, the page shows those rows (./first-rows.ts) without waiting for React
 * and Fluent UI to be evaluated. Only the default filter is painted (the hand-off lands there); a
 * filtered URL, a refusal, a failed read or an empty list paint nothing, and the app shows its own
 * states as always. The app's scripts run once this settles (./gate.ts).
 */
import { mayDo } from '../../catalog/users-app';
import type { FirstPaintOutcome } from '../../lib/first-paint';
import type { OmsClient } from '../../oms/client';
import type { FindResult } from '../../oms/perform-find';
import type { SecurityGroup } from '../../oms/security-groups';
import type { UserListRow } from '../../oms/users';
import { sessionFromFacts } from '../../session/login';
import type { LoginInput, SessionFacts } from '../../session/login';
import { emptyUsers, listTotal, mergeUserRows, canLoadMore } from '../../features/users/user-rows';
import { buildFirstRows } from './first-rows';
import { isSettled, nextTask, paintThenStart, showPicture } from './gate';
import { loadTexts } from './texts';

/** A row's height in the app (features/users/user-row.tsx ROW_HEIGHT; user-row imports React). */
const ROW_HEIGHT = 64;

export interface UsersTabReads {
  input: LoginInput;
  client: OmsClient;
  facts: Promise<SessionFacts>;
  list: Promise<FindResult<UserListRow>>;
  groups: Promise<SecurityGroup[]>;
  /** Settles once the list's request has left (the last one the first script sends). */
  listSent: Promise<unknown>;
  /** The zone the rows' dates will show in, as soon as the profile tells (see sessionFromFacts). */
  timeZone: Promise<string | undefined>;
}

/** True for the Users tab's default filter: no search, no group, any login, disabled users hidden. */
export function isDefaultFilter(params: URLSearchParams): boolean {
  return [...params.keys()].length === 0 || (params.get('hideDisabled') === 'true' && [...params.keys()].length === 1);
}

async function paint(doc: Document, reads: UsersTabReads): Promise<FirstPaintOutcome> {
  const facts = await reads.facts;
  performance.mark?.('users:session-read');
  const session = sessionFromFacts(reads.input, reads.client, facts);
  // The list's request leaves first; the texts are made ready while it is out (the zone's first
  // date too: the warm-up's, ./warm-up.ts).
  await nextTask();
  const texts = await loadTexts(session.locale);
  performance.mark?.('users:first-paint-texts');
  const [page, groups] = await Promise.all([reads.list, reads.groups.catch((): SecurityGroup[] => [])]);
  const { language, t } = texts;
  if (page.docs.length === 0) return 'none';
  // The app may have started meanwhile (FIRST_PAINT_WAIT_MS): then it shows its own screen.
  if (await isSettled()) return 'none';
  const users = mergeUserRows(emptyUsers(), page.docs);
  const picture = buildFirstRows(doc, {
    t,
    language,
    timeZone: session.timeZone,
    // A still picture of the first screen: the rows below it are the app's to show.
    items: users.items.slice(0, rowsOnScreen(doc)),
    total: listTotal(canLoadMore(page.docs.length, page.docs.length), page.count, users),
    groupNames: groups.map((group) => group.groupName ?? group.groupId),
    canCreate: mayDo('APP_USER_CREATE', new Set(session.permissionIds)),
  });
  return showPicture(doc, picture);
}

/** The rows a screen of the document's window can show (64 px each, as the app's), and one more. */
function rowsOnScreen(doc: Document): number {
  const height = doc.defaultView?.innerHeight || 1080;
  return Math.ceil(height / ROW_HEIGHT) + 1;
}

/** Paints the first rows when the reads allow it, and lets the app start when that is decided. */
export function paintUsersTab(doc: Document, reads: UsersTabReads): void {
  paintThenStart(doc, { paint: () => paint(doc, reads), warm: ['dates', 'text', 'plurals'], timeZone: reads.timeZone, warmAfter: reads.listSent, preloadAfter: reads.listSent });
}
