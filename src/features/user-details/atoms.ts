/**
 * The user-details screen's server state: one async atom per section, keyed by partyId, each with
 * its own version. A write bumps a version to read that section again; a newer read supersedes an
 * older one (Jotai aborts the older read's signal and `unwrap` follows the latest promise), and
 * while it runs the shown data stays (a section that failed shows its loading state instead).
 *
 * Two waves of requests: the party and everything that needs only the partyId (wave 1), then
 * everything that needs the party's login or creator (wave 2), which starts when the party has
 * answered. The fulfillment-admin check follows the groups; the groups' permissions (App access)
 * are read only where the App access card shows (`groupPermissionsFamily`). Leaving the screen aborts its reads;
 * coming back reads everything afresh.
 */
import { atom } from 'jotai';
import type { createStore } from 'jotai';
import type { Atom, Getter, PrimitiveAtom } from 'jotai';
import { unwrap } from 'jotai/utils';
import { atomFamily } from 'jotai-family';
import type { Loadable } from '../../lib/loadable';
import { ReadsTogether } from '../../lib/reads-together';
import type { OmsClient } from '../../oms/client';
import { findPartyContacts } from '../../oms/contacts';
import type { PartyContacts } from '../../oms/contacts';
import { findUserFacilities } from '../../oms/facilities';
import type { UserFacility } from '../../oms/facilities';
import { findPartyLogoPath } from '../../oms/images';
import { findLoginLockout, findUserLoginPartyId } from '../../oms/logins';
import type { LoginLockout } from '../../oms/logins';
import { hasPartyRole } from '../../oms/party-roles';
import { findUserFavourites } from '../../oms/preferences';
import type { UserFavourites } from '../../oms/preferences';
import { findGroupsPermissions } from '../../oms/permissions';
import { findUserSecurityGroups, hasFulfillmentAdminPermission } from '../../oms/security-groups';
import type { UserSecurityGroup } from '../../oms/security-groups';
import { findUserProductStores } from '../../oms/stores';
import type { UserProductStore } from '../../oms/stores';
import { findUserParty } from '../../oms/user-details';
import type { UserParty } from '../../oms/user-details';
import { omsClientAtom } from '../../session/atoms';
import { isCreatedBySystem } from '../../party/party';
import { PICKER_ROLE } from '../../setup/roles';

export interface UserDetailsSections {
  /** null: no such user. */
  party: UserParty | null;
  contacts: PartyContacts;
  facilities: UserFacility[];
  productStores: UserProductStore[];
  isWarehousePicker: boolean;
  logoPath: string | undefined;
  securityGroups: UserSecurityGroup[];
  favourites: UserFavourites;
  creatorPartyId: string | undefined;
  isFulfillmentAdmin: boolean;
  /** The blocked login's lockout fields; null while the login is not blocked (nothing read). */
  loginLockout: LoginLockout | null;
}

export type SectionKey = keyof UserDetailsSections;
/**
 * What a card may read again. The fulfillment-admin flag follows the security groups (a new read of
 * them reads it again) and is read on its own only by its Retry; the lockout follows the login.
 */
export type RefreshKey = Exclude<SectionKey, 'loginLockout'>;

/** Reads that need only the partyId (wave 1, beside the party itself). */
export const WAVE_1 = ['contacts', 'facilities', 'productStores', 'isWarehousePicker', 'logoPath'] as const;
/** Reads that need the party's login or creator (wave 2). */
export const WAVE_2 = ['securityGroups', 'favourites', 'creatorPartyId'] as const;

const LOADING = { state: 'loading' } as const;

/** The Jotai store of the screen's root (every exposed root has its own). */
export type Store = ReturnType<typeof createStore>;

/** A section's version, and the data a successful write already knows for that version (and visit). */
interface SectionVersion<T> {
  version: number;
  known?: { data: T; visit: number };
}

/** One section's atoms for one party. */
export interface Section<T> {
  /** Loading, error or data; keeps the shown data while a newer read runs. */
  view: Atom<Loadable<T>>;
  version: PrimitiveAtom<SectionVersion<T>>;
  /** The current read (resolves, never rejects). */
  read: Atom<Promise<Loadable<T>>>;
}

type Read<T> = (get: Getter, partyId: string, signal: AbortSignal) => Promise<T>;

/** Settles when the signal aborts: a read that cannot start yet waits for its inputs to change. */
function waitForChange(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true }));
}

/** The session's client; without one (logged out) a read fails. */
function clientOf(get: Getter): OmsClient {
  const client = get(omsClientAtom);
  if (!client) throw new Error('No OMS session');
  return client;
}

interface Visit {
  partyId: string;
  visit: number;
}

/** The visits of a party's screen, counted; `leaveUserDetailsAtom` ends one. */
const visitFamily = atomFamily((_partyId: string) => atom(0));
/** The reads of the current visit: its end aborts them. */
const visitReadsFamily = atomFamily((partyId: string) =>
  atom((get) => {
    get(visitFamily(partyId));
    return new ReadsTogether();
  }),
);

function sectionFamily<T>(read: Read<T>): (partyId: string) => Section<T> {
  const versions = atomFamily((_partyId: string) => atom<SectionVersion<T>>({ version: 0 }));
  const reads = atomFamily((partyId: string) =>
    atom(async (get, { signal }): Promise<Loadable<T>> => {
      const { known } = get(versions(partyId));
      if (known && known.visit === get(visitFamily(partyId))) return { state: 'hasData', data: known.data };
      const visit = get(visitReadsFamily(partyId));
      try {
        return { state: 'hasData', data: await visit.run(signal, (either) => read(get, partyId, either)) };
      } catch (error) {
        return { state: 'hasError', error };
      }
    }),
  );
  // One unwrap per visit: within a visit a refresh keeps the shown data; a new visit starts empty.
  const visitViews = atomFamily(
    ({ partyId }: Visit) => unwrap(reads(partyId), (previous) => (previous?.state === 'hasData' ? previous : LOADING)),
    (a, b) => a.partyId === b.partyId && a.visit === b.visit,
  );
  const views = atomFamily((partyId: string) => atom((get) => get(visitViews({ partyId, visit: get(visitFamily(partyId)) }))));
  return (partyId) => ({ view: views(partyId), version: versions(partyId), read: reads(partyId) });
}

const party = sectionFamily<UserParty | null>(async (get, partyId, signal) => (await findUserParty(clientOf(get), partyId, signal)) ?? null);

/**
 * What wave 2 needs of the party, as plain values so a party read that changes neither (a rename,
 * a block) does not read wave 2 again. undefined: the party has not answered (yet).
 */
const loginIdFamily = atomFamily((partyId: string) =>
  atom((get) => {
    const loaded = get(party(partyId).view);
    return loaded.state === 'hasData' ? (loaded.data?.userLoginId ?? null) : undefined;
  }),
);
const creatorLoginFamily = atomFamily((partyId: string) =>
  atom((get) => {
    const loaded = get(party(partyId).view);
    return loaded.state === 'hasData' ? (loaded.data?.createdByUserLogin ?? null) : undefined;
  }),
);

/** The login when it is blocked (enabled N), null when it is not or there is none, undefined: not read yet. */
const blockedLoginFamily = atomFamily((partyId: string) =>
  atom((get) => {
    const loaded = get(party(partyId).view);
    if (loaded.state !== 'hasData') return undefined;
    return loaded.data?.enabled === 'N' ? (loaded.data.userLoginId ?? null) : null;
  }),
);

/** A wave-2 read: waits for the party, then reads with the login (or answers `none` without one). */
function byLogin<T>(none: T, read: (client: OmsClient, userLoginId: string, signal: AbortSignal) => Promise<T>): Read<T> {
  return async (get, partyId, signal) => {
    const userLoginId = get(loginIdFamily(partyId));
    if (userLoginId === undefined) return waitForChange(signal);
    return userLoginId ? read(clientOf(get), userLoginId, signal) : none;
  };
}

const securityGroups = sectionFamily<UserSecurityGroup[]>(byLogin([], findUserSecurityGroups));

export const sections: { [K in SectionKey]: (partyId: string) => Section<UserDetailsSections[K]> } = {
  party,
  contacts: sectionFamily((get, partyId, signal) => findPartyContacts(clientOf(get), partyId, signal)),
  facilities: sectionFamily((get, partyId, signal) => findUserFacilities(clientOf(get), partyId, signal)),
  productStores: sectionFamily((get, partyId, signal) => findUserProductStores(clientOf(get), partyId, signal)),
  isWarehousePicker: sectionFamily((get, partyId, signal) => hasPartyRole(clientOf(get), partyId, PICKER_ROLE, signal)),
  logoPath: sectionFamily((get, partyId, signal) => findPartyLogoPath(clientOf(get), partyId, signal)),
  securityGroups,
  favourites: sectionFamily<UserFavourites>(byLogin({}, findUserFavourites)),
  creatorPartyId: sectionFamily<string | undefined>(async (get, partyId, signal) => {
    const creator = get(creatorLoginFamily(partyId));
    if (creator === undefined) return waitForChange(signal);
    return isCreatedBySystem(creator ?? undefined) ? undefined : findUserLoginPartyId(clientOf(get), creator ?? '', signal);
  }),
  // Read only while the login is blocked, again whenever that changes (why it is blocked).
  loginLockout: sectionFamily<LoginLockout | null>(async (get, partyId, signal) => {
    const userLoginId = get(blockedLoginFamily(partyId));
    if (userLoginId === undefined) return waitForChange(signal);
    return userLoginId ? ((await findLoginLockout(clientOf(get), userLoginId, signal)) ?? null) : null;
  }),
  // Recomputed from the group ids whenever the groups are read again (spec 4 'Associations').
  isFulfillmentAdmin: sectionFamily<boolean>(async (get, partyId, signal) => {
    const groups = get(securityGroups(partyId).view);
    if (groups.state === 'hasError') throw groups.error;
    if (groups.state === 'loading') return waitForChange(signal);
    return hasFulfillmentAdminPermission(
      clientOf(get),
      groups.data.map((group) => group.groupId),
      signal,
    );
  }),
};

/**
 * What the user's current groups grant now (the App access card, issue 20): read once the groups
 * are, and again whenever they are. Not one of the page's sections: only the card mounts it.
 */
export const groupPermissionsFamily = sectionFamily<ReadonlyMap<string, ReadonlySet<string>>>(async (get, partyId, signal) => {
  const groups = get(securityGroups(partyId).view);
  if (groups.state === 'hasError') throw groups.error;
  if (groups.state === 'loading') return waitForChange(signal);
  return findGroupsPermissions(
    clientOf(get),
    groups.data.map((group) => group.groupId),
    signal,
  );
});

/** Every section of a party, mounted together by the screen so both waves start without the cards. */
export const allSectionsFamily = atomFamily((partyId: string) =>
  atom((get) => {
    const views: Atom<unknown>[] = (Object.keys(sections) as SectionKey[]).map((key) => sections[key](partyId).view);
    for (const view of views) get(view);
  }),
);

/** Reads the section again; resolves when that read has settled. */
export function refreshSection<K extends RefreshKey>(store: Store, partyId: string, key: K): Promise<Loadable<UserDetailsSections[K]>> {
  const section = sections[key](partyId);
  store.set(section.version, (current) => ({ version: current.version + 1 }));
  return store.get(section.read);
}

/** Records what a successful write changed in a loaded section, without a read. */
export function patchSection<K extends SectionKey>(
  store: Store,
  partyId: string,
  key: K,
  update: (data: UserDetailsSections[K]) => UserDetailsSections[K],
): void {
  const section = sections[key](partyId);
  const shown = store.get(section.view);
  if (shown.state !== 'hasData') return;
  const known = { data: update(shown.data), visit: store.get(visitFamily(partyId)) };
  store.set(section.version, (current) => ({ version: current.version + 1, known }));
}

const leaveTimerFamily = atomFamily((_partyId: string) => atom<ReturnType<typeof setTimeout> | undefined>(undefined));

/** The screen shows the party: a leave still pending (React remounting the screen) is called off. */
export const enterUserDetailsAtom = atom(null, (get, set, partyId: string) => {
  clearTimeout(get(leaveTimerFamily(partyId)));
  set(leaveTimerFamily(partyId), undefined);
});

/**
 * Ends the visit a task later: its reads are aborted and the next visit reads everything again.
 * Waiting lets the cards below the screen unsubscribe too (React unmounts a parent before its
 * children), and lets a remount of the same screen (StrictMode, a keyed re-render) keep its reads.
 */
export const leaveUserDetailsAtom = atom(null, (get, set, partyId: string) => {
  clearTimeout(get(leaveTimerFamily(partyId)));
  const timer = setTimeout(() => {
    set(leaveTimerFamily(partyId), undefined);
    get(visitReadsFamily(partyId)).end();
    set(visitFamily(partyId), (visit) => visit + 1);
  }, 0);
  set(leaveTimerFamily(partyId), timer);
});

/** Reads every section of the party again (the screen's Retry after the party could not be read). */
export const reloadUserDetailsAtom = atom(null, (get, set, partyId: string) => {
  get(visitReadsFamily(partyId)).end();
  set(visitFamily(partyId), (visit) => visit + 1);
});
