/**
 * App access's data: the user's current groups with what each grants now (from the screen's
 * `AccessSource`, read only while App access shows), whether they are at a facility and a fulfillment
 * admin, the capability catalog (the root's one catalog atom) and its texts, evaluated by ./app-access.ts.
 */
import { useMemo } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import type { Catalog } from '../../catalog';
import { capabilityCatalogAtom, retryCapabilityCatalogAtom } from '../../catalog/atoms';
import { useCatalogTexts } from '../../catalog/use-catalog-texts';
import type { CatalogText } from '../../catalog/use-catalog-texts';
import type { Loadable } from '../../lib/loadable';
import { referenceData, useReference } from '../../reference/hooks';
import type { AccessSource } from './access-source';
import { evaluateAccess } from './app-access';
import type { AppAccess } from './app-access';

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

export function useAppAccess(source: AccessSource): [Loadable<AppAccessView>, () => void] {
  const groups = useAtomValue(source.groups);
  const facilities = useAtomValue(source.facilities);
  const fulfillmentAdmin = useAtomValue(source.fulfillmentAdmin);
  const permissions = useAtomValue(source.groupPermissions);
  const catalog = useAtomValue(capabilityCatalogAtom);
  const retryCatalog = useSetAtom(retryCapabilityCatalogAtom);
  const [texts, retryTexts] = useCatalogTexts();
  const [groupList] = useReference('securityGroups');

  const view = useMemo((): Loadable<AppAccessView> => {
    for (const part of [groups, permissions, catalog, texts] as const) if (part.state === 'hasError') return part;
    if (groups.state !== 'hasData' || permissions.state !== 'hasData' || catalog.state !== 'hasData' || texts.state !== 'hasData') return { state: 'loading' };
    const names = new Map(referenceData(groupList).map((group) => [group.groupId, group.groupName || group.groupId]));
    const held = groups.data.map((group) => ({ groupId: group.groupId, name: names.get(group.groupId) ?? group.groupId, permissionIds: permissions.data.get(group.groupId) ?? new Set<string>() }));
    // Facilities and the admin flag count only once they are in: until then nothing warns.
    const hasFacility = facilities.state === 'hasData' ? facilities.data.length > 0 : true;
    const data: AppAccessView = {
      apps: evaluateAccess({ catalog: catalog.data, groups: held, hasFacility, fulfillmentAdmin: fulfillmentAdmin.state === 'hasData' ? fulfillmentAdmin.data : true }),
      text: texts.data,
      catalog: catalog.data,
      held: new Set(held.flatMap((group) => [...group.permissionIds])),
      heldGroupIds: new Set(held.map((group) => group.groupId)),
      names,
    };
    return { state: 'hasData', data };
  }, [groups, permissions, catalog, texts, facilities, fulfillmentAdmin, groupList]);

  const retry = () => {
    source.retry();
    retryCatalog();
    retryTexts();
  };
  return [view, retry];
}
