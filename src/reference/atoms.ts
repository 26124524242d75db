/**
 * Reference data the features share: security groups, role types, product stores, facilities,
 * time zones and shop configs. Each entry reads its src/oms lookup for the session's client (which
 * caches the answer for 3600 s) when a screen first needs it, and again whenever its version moves:
 * a retry after a failure, or a refresh after a write that changed it.
 *
 * Features import this module; it imports no feature (an ESLint rule keeps it that way).
 */
import { atom } from 'jotai';
import type { Atom, PrimitiveAtom } from 'jotai';
import { loadableAtom } from '../lib/loadable';
import type { Loadable } from '../lib/loadable';
import type { CacheTag } from '../oms/cache';
import type { OmsClient } from '../oms/client';
import { getFacilities, getProductStores, getRoles, getShopConfigs } from '../oms/lookups';
import type { Facility, ProductStore, RoleType, ShopConfig } from '../oms/lookups';
import { getSecurityGroups } from '../oms/security-groups';
import type { SecurityGroup } from '../oms/security-groups';
import { getAvailableTimeZones } from '../oms/session';
import type { TimeZone } from '../oms/session';
import { omsClientAtom } from '../session/atoms';

/** What one item of each reference list is. */
export interface ReferenceData {
  securityGroups: SecurityGroup;
  roleTypes: RoleType;
  productStores: ProductStore;
  facilities: Facility;
  timeZones: TimeZone;
  shopConfigs: ShopConfig;
}

export type ReferenceKey = keyof ReferenceData;

export interface ReferenceEntry<T> {
  /** The list; read again whenever `versionAtom` changes or the session's client does. */
  listAtom: Atom<Promise<T[]>>;
  /** The list's loading / error / data view; while a refresh is pending it keeps the last list. */
  loadableAtom: Atom<Loadable<T[]>>;
  /** Bumped (through `refreshReferenceAtom`) to read the list again. */
  versionAtom: PrimitiveAtom<number>;
  /** The client cache tag the list is stored under. */
  tag: CacheTag;
}

function referenceEntry<T>(tag: CacheTag, read: (client: OmsClient) => Promise<T[]>): ReferenceEntry<T> {
  const versionAtom = atom(0);
  // No AbortSignal: the client's cache shares one read among every screen asking for it.
  const listAtom = atom(async (get): Promise<T[]> => {
    get(versionAtom);
    const client = get(omsClientAtom);
    return client ? read(client) : [];
  });
  return { listAtom, loadableAtom: loadableAtom(listAtom, { keepPrevious: true }), versionAtom, tag };
}

/** Every reference list, by key. */
export const referenceAtoms: { readonly [K in ReferenceKey]: ReferenceEntry<ReferenceData[K]> } = {
  securityGroups: referenceEntry('securityGroups', getSecurityGroups),
  roleTypes: referenceEntry('roles', getRoles),
  productStores: referenceEntry('productStores', getProductStores),
  facilities: referenceEntry('facilities', getFacilities),
  timeZones: referenceEntry('timeZones', getAvailableTimeZones),
  shopConfigs: referenceEntry('shopConfigs', getShopConfigs),
};

/**
 * Reads a reference list again from the OMS: drops the client's cached answer for it, then bumps
 * its version so every screen showing it re-reads. Write it after a write that changed the list
 * (e.g. createSecurityGroup -> 'securityGroups', createRoleType -> 'roleTypes') and as the retry
 * after a failed read.
 */
export const refreshReferenceAtom = atom(null, (get, set, key: ReferenceKey) => {
  const entry = referenceAtoms[key];
  get(omsClientAtom)?.cache.invalidate(entry.tag);
  set(entry.versionAtom, (version) => version + 1);
});
