/**
 * The Permissions screens' server state: the permission catalog (every permission in its
 * classification sections, read once per session and on retry), the current grants of a group
 * (one async atom per group with its own version: a toggle reads them again), how many logins
 * hold each group, and for the By app view the suite's capability catalog (its own chunk, loaded
 * when the view first opens) and the groups holding an app's permissions (one paged read per app).
 */
import { atom } from 'jotai';
import { unwrap } from 'jotai/utils';
import { atomFamily } from 'jotai-family';
import { whenIdle } from '../../lib/idle';
import { loadableAtom } from '../../lib/loadable';
import type { Loadable } from '../../lib/loadable';
import type { OmsClient } from '../../oms/client';
import { capabilityCatalogReadAtom } from '../../catalog/atoms';
import { appPermissionIds, holdingGroups } from '../../catalog/holders';
import type { HoldingGroups } from '../../catalog/holders';
import {
  countGroupMembers,
  findAllPermissions,
  findClassificationGroups,
  findClassificationMemberships,
  findGroupGrants,
  findPermissionHolders,
} from '../../oms/permissions';
import { referenceAtoms } from '../../reference/atoms';
import { omsClientAtom } from '../../session/atoms';
import { catalogSections, prepareSearch } from './permission-list';
import type { CatalogSection } from './permission-list';

function clientOf(client: OmsClient | null): OmsClient {
  if (!client) throw new Error('No OMS session');
  return client;
}

export interface PermissionCatalog {
  sections: CatalogSection[];
  /** The classification groups for the Filters dropdown (Others is added by the view). */
  filters: { groupId: string; groupName: string }[];
  /** Every SecurityPermission id of the OMS, SGC_HIDDEN's included. */
  permissionIds: ReadonlySet<string>;
}

const catalogVersionAtom = atom(0);

/** Every permission in its sections; the three reads run together. */
export const catalogAtom = loadableAtom(
  atom(async (get, { signal }): Promise<PermissionCatalog> => {
    get(catalogVersionAtom);
    const client = clientOf(get(omsClientAtom));
    const [permissions, memberships, groups] = await Promise.all([
      findAllPermissions(client, signal),
      findClassificationMemberships(client, signal),
      findClassificationGroups(client, signal),
    ]);
    const sections = catalogSections(permissions, memberships, groups);
    whenIdle(() => prepareSearch(sections));
    return {
      sections,
      filters: sections.map((section) => ({ groupId: section.groupId, groupName: section.groupName })),
      permissionIds: new Set(permissions.map((permission) => permission.permissionId)),
    };
  }),
);

export const retryCatalogAtom = atom(null, (_get, set) => set(catalogVersionAtom, (n) => n + 1));

/** A group's current grants: permissionId -> the grant's fromDate (kept when it is ended). */
export type Grants = ReadonlyMap<string, number>;

const grantsVersionFamily = atomFamily((_groupId: string) => atom(0));
const grantsReadFamily = atomFamily((groupId: string) =>
  atom(async (get, { signal }): Promise<Loadable<Grants>> => {
    get(grantsVersionFamily(groupId));
    try {
      const grants = await findGroupGrants(clientOf(get(omsClientAtom)), groupId, signal);
      return { state: 'hasData', data: new Map(grants.map((grant) => [grant.permissionId, grant.fromDate])) };
    } catch (error) {
      return { state: 'hasError', error };
    }
  }),
);

/** The grants shown: a re-read keeps the last answer on screen until the new one lands. */
export const grantsFamily = atomFamily((groupId: string) =>
  unwrap(grantsReadFamily(groupId), (previous): Loadable<Grants> => (previous?.state === 'hasData' ? previous : { state: 'loading' })),
);

/** Reads the group's grants again; resolves once they are read. */
export const refreshGrantsAtom = atom(null, (get, set, groupId: string) => {
  set(grantsVersionFamily(groupId), (n) => n + 1);
  return get(grantsReadFamily(groupId));
});

/** Marks a group's grants stale without reading them: the By security group view reads them when it shows the group. */
export const invalidateGrantsAtom = atom(null, (_get, set, groupId: string) => set(grantsVersionFamily(groupId), (n) => n + 1));

/** Logins per functional group, read in parallel once the groups are known. */
export const memberCountsAtom = loadableAtom(
  atom(async (get, { signal }): Promise<ReadonlyMap<string, number>> => {
    const client = clientOf(get(omsClientAtom));
    const groups = await get(referenceAtoms.securityGroups.listAtom);
    const counts = await Promise.all(groups.map(async (group) => [group.groupId, await countGroupMembers(client, group.groupId, signal)] as const));
    return new Map(counts);
  }),
);

const holdersVersionFamily = atomFamily((_appId: string) => atom(0));

const appHoldersReadFamily = atomFamily((appId: string) =>
  atom(async (get, { signal }): Promise<HoldingGroups> => {
    get(holdersVersionFamily(appId));
    const client = clientOf(get(omsClientAtom));
    const app = (await get(capabilityCatalogReadAtom)).find((candidate) => candidate.id === appId);
    if (!app) return new Map();
    return holdingGroups(await findPermissionHolders(client, appPermissionIds(app), signal));
  }),
);

/**
 * The functional groups holding any permission id of an app (its access, its capabilities' and its
 * pass-all ids): one paged performFind for all of them, never one per permission. A re-read after
 * a write keeps the last answer on screen until the new one lands.
 */
export const appHoldersFamily = atomFamily((appId: string) => loadableAtom(appHoldersReadFamily(appId), { keepPrevious: true }));

/** Reads an app's holders again; resolves once they are read (a failed read shows on the app's page). */
export const retryAppHoldersAtom = atom(null, (get, set, appId: string) => {
  set(holdersVersionFamily(appId), (n) => n + 1);
  return get(appHoldersReadFamily(appId)).then(
    () => undefined,
    () => undefined,
  );
});
