/**
 * The By app view's lists, worked out from the capability catalog (src/catalog), the OMS's
 * permissions and the groups holding an app's ids: the app list for a search, the holding groups in
 * name order, and the two honest lists beside the apps — OMS permissions no app checks, and ids the
 * apps check that this OMS lacks (which groups grant what is the catalog's `groupsGranting`). Pure.
 */
import { foldForSearch, grantingIds, searchCatalog, searchMatcher } from '../../../catalog';
import type { Catalog, CatalogApp, CatalogCapability, CatalogSearchIndex } from '../../../catalog';
import type { SecurityPermission } from '../../../oms/permissions';
import type { HoldingGroup, HoldingGroups } from '../../../catalog/holders';
import type { CatalogSection } from '../permission-list';

export interface AppEntry {
  app: CatalogApp;
  /** The capabilities to show: all of them, or those matching the search. */
  capabilities: readonly CatalogCapability[];
  /** The search matched some capabilities, not the app itself. */
  narrowed: boolean;
}

/** The apps for a search (every app, whole, for an empty one), in catalog order. */
export function appEntries(index: CatalogSearchIndex, search: string): AppEntry[] {
  return searchCatalog(index, search).map((result) => ({ app: result.app, capabilities: result.capabilities, narrowed: !result.appMatched }));
}

/** The holding groups by the name shown (`nameOf`, in the screen language's order: `compare`), then by id. */
export function sortedGroups(groups: HoldingGroups, nameOf: (group: HoldingGroup) => string, compare: (a: string, b: string) => number): HoldingGroup[] {
  return [...groups.values()].sort((a, b) => compare(nameOf(a), nameOf(b)) || (a.groupId < b.groupId ? -1 : a.groupId > b.groupId ? 1 : 0));
}

/** Where the catalog checks an id: an app's access or pass-all ids (no capability), or a capability. */
export interface CatalogUse {
  app: CatalogApp;
  capability?: CatalogCapability;
}

/** Every id the catalog checks, with each place that checks it, in catalog order. */
export function catalogUses(catalog: Catalog): ReadonlyMap<string, readonly CatalogUse[]> {
  const uses = new Map<string, CatalogUse[]>();
  const add = (id: string, use: CatalogUse) => {
    const list = uses.get(id) ?? [];
    if (!list.some((known) => known.app === use.app && known.capability === use.capability)) list.push(use);
    uses.set(id, list);
  };
  for (const app of catalog) {
    for (const id of grantingIds(app, app.access.expression)) add(id, { app });
    for (const capability of app.capabilities) for (const id of capability.permissionIds) add(id, { app, capability });
  }
  return uses;
}

export interface UnusedPermission {
  permission: SecurityPermission;
  /** Id and description, folded for search. */
  text: string;
}

/**
 * The OMS permissions the tab lists (SGC_HIDDEN's left out, as everywhere) that no app checks, each
 * once, by id.
 */
export function notInAnyApp(sections: readonly CatalogSection[], uses: ReadonlyMap<string, unknown>): UnusedPermission[] {
  const seen = new Map<string, UnusedPermission>();
  for (const section of sections) {
    for (const permission of section.permissions) {
      if (uses.has(permission.permissionId) || seen.has(permission.permissionId)) continue;
      seen.set(permission.permissionId, { permission, text: foldForSearch(`${permission.permissionId}\n${permission.description ?? ''}`) });
    }
  }
  return [...seen.values()].sort((a, b) => a.permission.permissionId.localeCompare(b.permission.permissionId));
}

export interface MissingPermission {
  permissionId: string;
  uses: readonly CatalogUse[];
  /** The id and the names of the apps checking it, folded for search. */
  text: string;
}

/** The ids the catalog checks that have no SecurityPermission row on this OMS, by id. */
export function missingOnOms(uses: ReadonlyMap<string, readonly CatalogUse[]>, present: ReadonlySet<string>): MissingPermission[] {
  const missing: MissingPermission[] = [];
  for (const [permissionId, list] of uses) {
    if (present.has(permissionId)) continue;
    missing.push({ permissionId, uses: list, text: foldForSearch([permissionId, ...new Set(list.map((use) => use.app.name))].join('\n')) });
  }
  return missing.sort((a, b) => a.permissionId.localeCompare(b.permissionId));
}

/** The entries of an honest list matching `search`, by the catalog's search rule. */
export function searchList<T extends { text: string }>(list: readonly T[], search: string): readonly T[] {
  if (!search.trim()) return list;
  const matches = searchMatcher(search);
  return list.filter((entry) => matches(entry.text));
}
