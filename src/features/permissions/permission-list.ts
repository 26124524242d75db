/**
 * The permission list's sections (spec 2 'Permission list', 3 'Security groups and permissions'):
 * one per classification group (by name, SGC_HIDDEN left out) and 'Others' for the permissions in
 * none, each card checked when the current group holds it; search, filter and 'Only selected'
 * narrow it. Pure and cheap: built once per catalog, narrowed per keystroke.
 */
import type { ClassificationGroup, ClassificationMembership, SecurityPermission } from '../../oms/permissions';
import { HIDDEN_CLASSIFICATION } from '../../oms/permissions';

export const OTHERS = 'OTHERS';

export interface CatalogSection {
  groupId: string;
  groupName: string;
  permissions: readonly SecurityPermission[];
}

/** Every section with every permission, before any filter. */
export function catalogSections(
  permissions: readonly SecurityPermission[],
  memberships: readonly ClassificationMembership[],
  groups: readonly ClassificationGroup[],
): CatalogSection[] {
  const byId = new Map(permissions.map((permission) => [permission.permissionId, permission]));
  const members = new Map<string, SecurityPermission[]>();
  const classified = new Set<string>();
  for (const { groupId, permissionId } of memberships) {
    classified.add(permissionId);
    const permission = byId.get(permissionId);
    if (!permission || groupId === HIDDEN_CLASSIFICATION) continue;
    const list = members.get(groupId) ?? [];
    if (!list.includes(permission)) list.push(permission);
    members.set(groupId, list);
  }
  const sections: CatalogSection[] = groups
    .filter((group) => group.groupId !== HIDDEN_CLASSIFICATION)
    .map((group) => ({ groupId: group.groupId, groupName: group.groupName || group.groupId, permissions: members.get(group.groupId) ?? [] }));
  // A permission only in the hidden group stays hidden; one in no classification group is 'Others'.
  sections.push({ groupId: OTHERS, groupName: 'Others', permissions: permissions.filter((permission) => !classified.has(permission.permissionId)) });
  return sections;
}

export interface ListQuery {
  search: string;
  /** '' = all, a classification groupId, or OTHERS. */
  filter: string;
  /** An app of the capability catalog: only the permissions it checks (in every section). */
  app?: { id: string; permissionIds: ReadonlySet<string> };
  onlySelected: boolean;
}

export const EMPTY_QUERY: ListQuery = { search: '', filter: '', onlySelected: false };

/** A permission's id and description in lower case, worked out once per permission (not per keystroke). */
const searchTexts = new WeakMap<SecurityPermission, string>();
function searchText(permission: SecurityPermission): string {
  let text = searchTexts.get(permission);
  if (text === undefined) {
    text = `${permission.permissionId}\n${permission.description ?? ''}`.toLowerCase();
    searchTexts.set(permission, text);
  }
  return text;
}

/** Works out every permission's search text ahead of the first keystroke (when the browser is idle). */
export function prepareSearch(sections: readonly CatalogSection[]): void {
  for (const section of sections) for (const permission of section.permissions) searchText(permission);
}

/** The sections to show: filtered (by classification group or app), searched (id or description, any case), empty ones dropped. */
export function visibleSections(sections: readonly CatalogSection[], query: ListQuery, granted: ReadonlySet<string>): CatalogSection[] {
  const needle = query.search.trim().toLowerCase();
  const visible: CatalogSection[] = [];
  for (const section of sections) {
    if (query.filter && section.groupId !== query.filter) continue;
    const permissions = section.permissions.filter(
      (permission) =>
        (!query.onlySelected || granted.has(permission.permissionId)) &&
        (!query.app || query.app.permissionIds.has(permission.permissionId)) &&
        (!needle || searchText(permission).includes(needle)),
    );
    if (permissions.length > 0) visible.push({ ...section, permissions });
  }
  return visible;
}

/** A row of the virtualised list: a section's heading, or up to `columns` of its cards. */
export type ListRow =
  | { kind: 'heading'; key: string; section: CatalogSection }
  | { kind: 'cards'; key: string; permissions: readonly SecurityPermission[] };

/** The visible sections as rows for a grid of `columns` cards: each section starts a new row. */
export function listRows(sections: readonly CatalogSection[], columns: number): ListRow[] {
  const perRow = Math.max(1, Math.floor(columns));
  const rows: ListRow[] = [];
  for (const section of sections) {
    rows.push({ kind: 'heading', key: `h:${section.groupId}`, section });
    for (let index = 0; index < section.permissions.length; index += perRow) {
      const permissions = section.permissions.slice(index, index + perRow);
      rows.push({ kind: 'cards', key: `c:${section.groupId}:${permissions[0]?.permissionId ?? index}`, permissions });
    }
  }
  return rows;
}

/** How many cards of at least `cardWidth` fit side by side in `width` with `gap` between them. */
export function columnsFor(width: number | null, cardWidth: number, gap: number): number {
  if (!width || width <= 0) return 1;
  return Math.max(1, Math.floor((width + gap) / (cardWidth + gap)));
}
