/**
 * The App access card's data: the user's current groups (the page's section) with what each grants
 * now (`groupPermissionsFamily`, read only while the card is open), whether they are at a facility,
 * the capability catalog (its own chunk) and its texts, evaluated by ./app-access.ts.
 */
import { useMemo } from 'react';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { loadCatalog } from '../../catalog';
import type { Catalog } from '../../catalog';
import { useCatalogTexts } from '../../catalog/use-catalog-texts';
import type { CatalogText } from '../../catalog/use-catalog-texts';
import type { Loadable } from '../../lib/loadable';
import { loadableAtom } from '../../lib/loadable';
import { referenceData, useReference } from '../../reference/hooks';
import { evaluateAccess } from './app-access';
import type { AppAccess } from './app-access';
import { groupPermissionsFamily } from './atoms';
import { useDetailsActions, usePartyId, useSection } from './use-details';

const catalogVersionAtom = atom(0);
const catalogAtom = loadableAtom(
  atom(async (get) => {
    get(catalogVersionAtom);
    return loadCatalog();
  }),
);
const retryCatalogAtom = atom(null, (_get, set) => set(catalogVersionAtom, (n) => n + 1));

export interface AppAccessView {
  apps: readonly AppAccess[];
  text: CatalogText;
  catalog: Catalog;
  /** Every permission the user holds now, and the groups they are in. */
  held: ReadonlySet<string>;
  heldGroupIds: ReadonlySet<string>;
  /** Functional groups' names by id. */
  names: ReadonlyMap<string, string>;
}

export function useAppAccess(): [Loadable<AppAccessView>, () => void] {
  const partyId = usePartyId();
  const groups = useSection('securityGroups');
  const facilities = useSection('facilities');
  const permissions = useAtomValue(groupPermissionsFamily(partyId).view);
  const catalog = useAtomValue(catalogAtom);
  const retryCatalog = useSetAtom(retryCatalogAtom);
  const [texts, retryTexts] = useCatalogTexts();
  const [groupList] = useReference('securityGroups');
  const refresh = useSetAtom(groupPermissionsFamily(partyId).version);
  const { retry: retrySection } = useDetailsActions();

  const view = useMemo((): Loadable<AppAccessView> => {
    for (const part of [groups, permissions, catalog, texts] as const) if (part.state === 'hasError') return part;
    if (groups.state !== 'hasData' || permissions.state !== 'hasData' || catalog.state !== 'hasData' || texts.state !== 'hasData') return { state: 'loading' };
    const names = new Map(referenceData(groupList).map((group) => [group.groupId, group.groupName || group.groupId]));
    const held = groups.data.map((group) => ({ groupId: group.groupId, name: names.get(group.groupId) ?? group.groupId, permissionIds: permissions.data.get(group.groupId) ?? new Set<string>() }));
    // Facilities still loading count as none only once they are in.
    const hasFacility = facilities.state === 'hasData' ? facilities.data.length > 0 : true;
    const data: AppAccessView = {
      apps: evaluateAccess({ catalog: catalog.data, groups: held, hasFacility }),
      text: texts.data,
      catalog: catalog.data,
      held: new Set(held.flatMap((group) => [...group.permissionIds])),
      heldGroupIds: new Set(held.map((group) => group.groupId)),
      names,
    };
    return { state: 'hasData', data };
  }, [groups, permissions, catalog, texts, facilities, groupList]);

  const retry = () => {
    if (groups.state === 'hasError') void retrySection('securityGroups');
    retryCatalog();
    retryTexts();
    refresh((current) => ({ version: current.version + 1 }));
  };
  return [view, retry];
}

