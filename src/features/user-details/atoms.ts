/**
 * The user-details screen's state: one section per read, each with its own loading / error / data
 * state, so one failed read never blanks the page. Reads run in two waves of parallel requests:
 * the party and everything that needs only the partyId, then everything that needs the party's
 * userLoginId (and, after the groups, the fulfillment-admin check).
 */
import { atom } from 'jotai';
import type { Atom } from 'jotai';
import type { Loadable } from '../../lib/loadable';
import type { OmsClient } from '../../oms/client';
import { findPartyContacts } from '../../oms/contacts';
import type { PartyContacts } from '../../oms/contacts';
import { findUserFacilities } from '../../oms/facilities';
import type { UserFacility } from '../../oms/facilities';
import { findPartyLogoPath } from '../../oms/images';
import { findUserLoginPartyId } from '../../oms/logins';
import { hasPartyRole } from '../../oms/party-roles';
import { findUserFavourites } from '../../oms/preferences';
import type { UserFavourites } from '../../oms/preferences';
import { findUserSecurityGroups, hasFulfillmentAdminPermission } from '../../oms/security-groups';
import type { UserSecurityGroup } from '../../oms/security-groups';
import { findUserProductStores } from '../../oms/stores';
import type { UserProductStore } from '../../oms/stores';
import { findUserParty } from '../../oms/user-details';
import type { UserParty } from '../../oms/user-details';
import { omsClientAtom } from '../../session/atoms';
import { isCreatedBySystem } from './display';

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
}

export type SectionKey = keyof UserDetailsSections;
type SectionsState = { [K in SectionKey]: Loadable<UserDetailsSections[K]> };

interface UserDetailsState {
  partyId: string;
  /** Which load the sections belong to: answers of an older load are dropped. */
  loadId: number;
  sections: SectionsState;
}

const LOADING = { state: 'loading' } as const;
const hasData = <T>(data: T): Loadable<T> => ({ state: 'hasData', data });

/** Reads that need only the partyId (wave 1, beside the party itself). */
export const WAVE_1 = ['contacts', 'facilities', 'productStores', 'isWarehousePicker', 'logoPath'] as const;
/** Reads that need the party's login or creator (wave 2); the fulfillment-admin check follows the groups. */
export const WAVE_2 = ['securityGroups', 'favourites', 'creatorPartyId'] as const;

const ALL_SECTIONS: SectionKey[] = ['party', ...WAVE_1, ...WAVE_2, 'isFulfillmentAdmin'];

function loadingSections(): SectionsState {
  return Object.fromEntries(ALL_SECTIONS.map((key) => [key, LOADING])) as SectionsState;
}

const stateAtom = atom<UserDetailsState | null>(null);

function sectionAtom<K extends SectionKey>(key: K): Atom<Loadable<UserDetailsSections[K]>> {
  return atom((get) => {
    const sections = get(stateAtom)?.sections;
    return sections ? sections[key] : LOADING;
  });
}

/** The partyId the sections belong to (undefined before the first load and after leaving). */
export const loadedPartyIdAtom = atom((get) => get(stateAtom)?.partyId);

/** Forgets the screen's state (leaving the screen): later answers of its loads are dropped. */
export const clearUserDetailsAtom = atom(null, (_get, set) => set(stateAtom, null));

/** One read-only atom per section; a card re-renders only when its own section changes. */
export const sectionAtoms: { [K in SectionKey]: Atom<Loadable<UserDetailsSections[K]>> } = {
  party: sectionAtom('party'),
  contacts: sectionAtom('contacts'),
  facilities: sectionAtom('facilities'),
  productStores: sectionAtom('productStores'),
  isWarehousePicker: sectionAtom('isWarehousePicker'),
  logoPath: sectionAtom('logoPath'),
  securityGroups: sectionAtom('securityGroups'),
  favourites: sectionAtom('favourites'),
  creatorPartyId: sectionAtom('creatorPartyId'),
  isFulfillmentAdmin: sectionAtom('isFulfillmentAdmin'),
};

type Setter = (update: (state: UserDetailsState | null) => UserDetailsState | null) => void;

interface LoadContext {
  client: OmsClient;
  loadId: number;
  set: Setter;
}

function put<K extends SectionKey>(ctx: LoadContext, key: K, value: Loadable<UserDetailsSections[K]>): void {
  ctx.set((state) =>
    state && state.loadId === ctx.loadId ? { ...state, sections: { ...state.sections, [key]: value } } : state,
  );
}

async function settle<K extends SectionKey>(ctx: LoadContext, key: K, read: Promise<UserDetailsSections[K]>): Promise<void> {
  try {
    put(ctx, key, hasData(await read));
  } catch (error) {
    put(ctx, key, { state: 'hasError', error });
  }
}

type Wave1Key = (typeof WAVE_1)[number];
type Wave2Key = (typeof WAVE_2)[number];

const wave1Reads: { [K in Wave1Key]: (client: OmsClient, partyId: string) => Promise<UserDetailsSections[K]> } = {
  contacts: findPartyContacts,
  facilities: findUserFacilities,
  productStores: findUserProductStores,
  isWarehousePicker: (client, partyId) => hasPartyRole(client, partyId, 'WAREHOUSE_PICKER'),
  logoPath: findPartyLogoPath,
};

const wave2Reads: { [K in Wave2Key]: (client: OmsClient, party: UserParty) => Promise<UserDetailsSections[K]> } = {
  securityGroups: async (client, party) => (party.userLoginId ? findUserSecurityGroups(client, party.userLoginId) : []),
  favourites: async (client, party) => (party.userLoginId ? findUserFavourites(client, party.userLoginId) : {}),
  creatorPartyId: async (client, party) =>
    isCreatedBySystem(party.createdByUserLogin) ? undefined : findUserLoginPartyId(client, party.createdByUserLogin ?? ''),
};

/** The groups, then whether any of them holds STOREFULFILLMENT_ADMIN. */
async function loadSecurityGroups(ctx: LoadContext, party: UserParty): Promise<void> {
  let groups: UserSecurityGroup[];
  try {
    groups = await wave2Reads.securityGroups(ctx.client, party);
    put(ctx, 'securityGroups', hasData(groups));
  } catch (error) {
    put(ctx, 'securityGroups', { state: 'hasError', error });
    put(ctx, 'isFulfillmentAdmin', { state: 'hasError', error });
    return;
  }
  await settle(
    ctx,
    'isFulfillmentAdmin',
    hasFulfillmentAdminPermission(
      ctx.client,
      groups.map((group) => group.groupId),
    ),
  );
}

async function loadWave2(ctx: LoadContext, party: UserParty): Promise<void> {
  await Promise.all([
    loadSecurityGroups(ctx, party),
    settle(ctx, 'favourites', wave2Reads.favourites(ctx.client, party)),
    settle(ctx, 'creatorPartyId', wave2Reads.creatorPartyId(ctx.client, party)),
  ]);
}

let loadCounter = 0;

/** Reads everything about a user: wave 1 in parallel, then wave 2 in parallel once the party answered. */
export const loadUserDetailsAtom = atom(null, async (get, set, partyId: string) => {
  const client = get(omsClientAtom);
  if (!client) return;
  const loadId = ++loadCounter;
  set(stateAtom, { partyId, loadId, sections: loadingSections() });
  const ctx: LoadContext = { client, loadId, set: (update) => set(stateAtom, update) };

  const partyRead = findUserParty(client, partyId);
  const wave1 = WAVE_1.map((key) => settle(ctx, key, wave1Reads[key](client, partyId)));
  let party: UserParty | undefined;
  try {
    party = await partyRead;
    put(ctx, 'party', hasData(party ?? null));
  } catch (error) {
    put(ctx, 'party', { state: 'hasError', error });
  }
  if (!party) {
    await Promise.all(wave1);
    return;
  }
  await Promise.all([...wave1, loadWave2(ctx, party)]);
});

export interface RefreshRequest {
  key: Exclude<SectionKey, 'isFulfillmentAdmin'>;
  /** Show the section's loading state while it reads (a retry); default keeps the shown data. */
  showLoading?: boolean;
}

/**
 * Reads one section again (after a write, or a retry), keeping the other sections. Re-reading the
 * party reloads wave 2 when the login changed (credentials added); re-reading the groups also
 * recomputes the fulfillment-admin flag.
 */
export const refreshSectionAtom = atom(null, async (get, set, { key, showLoading = false }: RefreshRequest) => {
  const client = get(omsClientAtom);
  const state = get(stateAtom);
  if (!client || !state) return;
  const ctx: LoadContext = { client, loadId: state.loadId, set: (update) => set(stateAtom, update) };
  if (showLoading) put(ctx, key, LOADING);
  const current = state.sections.party.state === 'hasData' ? state.sections.party.data : null;

  if (key === 'party') {
    try {
      const party = (await findUserParty(client, state.partyId)) ?? null;
      put(ctx, 'party', hasData(party));
      if (party && party.userLoginId !== current?.userLoginId) await loadWave2(ctx, party);
    } catch (error) {
      put(ctx, 'party', { state: 'hasError', error });
    }
    return;
  }
  if ((WAVE_1 as readonly string[]).includes(key)) {
    const wave1Key = key as Wave1Key;
    await settle(ctx, wave1Key, wave1Reads[wave1Key](client, state.partyId));
    return;
  }
  if (!current) return;
  if (key === 'securityGroups') await loadSecurityGroups(ctx, current);
  else await settle(ctx, key as Exclude<Wave2Key, 'securityGroups'>, wave2Reads[key as Exclude<Wave2Key, 'securityGroups'>](client, current));
});

export interface PatchRequest {
  key: SectionKey;
  /** Receives and returns the section's data (typed by the caller, see useDetailsActions). */
  update: (data: unknown) => unknown;
}

/** Applies what a successful write changed to a loaded section (no read needed). */
export const patchSectionAtom = atom(null, (get, set, request: PatchRequest) => {
  const state = get(stateAtom);
  const section = state?.sections[request.key];
  if (!state || section?.state !== 'hasData') return;
  set(stateAtom, {
    ...state,
    sections: { ...state.sections, [request.key]: { state: 'hasData', data: request.update(section.data) } },
  });
});
