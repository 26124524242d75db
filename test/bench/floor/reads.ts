/**
 * The floor control's first script (see ./build.ts): the spec's two waves of reads, through the
 * app's own src/oms and session calls, sent before the page's React code has run — as the
 * standalone page's first script sends them — and handed to ./page.tsx on `window`.
 */
import { prefetchUsersTab } from '../../../src/features/users/prefetch';
import type { UserListRow } from '../../../src/oms/users';
import { sendSessionReads, sessionClient } from '../../../src/session/login';

declare global {
  interface Window {
    floorRows?: Promise<UserListRow[]>;
  }
}

const query = new URLSearchParams(window.location.search);
const client = sessionClient({ oms: query.get('oms') ?? '', token: query.get('token') ?? '' }, { omsDomain: 'hotwax.io' });
const { profile } = sendSessionReads(client);
window.floorRows = profile.then((user) => prefetchUsersTab(client, new URLSearchParams(), user.partyId).list).then((found) => found.docs);
window.history.replaceState(null, '', '/tabs/users');
