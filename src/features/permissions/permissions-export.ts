/**
 * 'Export' of a group's permissions: permissionId, description and classification group(s), as CSV
 * with the same formula guard as the users export. Built from what the screen already read.
 */
import { toCsv } from '../../lib/csv';
import type { Grants } from './atoms';
import { OTHERS } from './permission-list';
import type { CatalogSection } from './permission-list';

export const PERMISSION_CSV_COLUMNS = ['permissionId', 'description', 'classification group'] as const;

export function permissionsCsvFileName(groupId: string): string {
  return `${groupId.replace(/[^A-Za-z0-9_.-]/g, '_')}-permissions.csv`;
}

/**
 * One row per granted permission, by id; a permission in several groups names them all. The
 * header row goes through `header` (the screen's language).
 */
export function groupPermissionsCsv(sections: readonly CatalogSection[], grants: Grants, othersLabel = 'Others', header: (column: string) => string = (column) => column): string {
  const rows = new Map<string, { description: string; groups: string[] }>();
  for (const section of sections) {
    const groupName = section.groupId === OTHERS ? othersLabel : section.groupName;
    for (const permission of section.permissions) {
      if (!grants.has(permission.permissionId)) continue;
      const row = rows.get(permission.permissionId) ?? { description: permission.description ?? '', groups: [] };
      row.groups.push(groupName);
      rows.set(permission.permissionId, row);
    }
  }
  const data = [...rows.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([permissionId, row]) => [permissionId, row.description, row.groups.join('; ')]);
  return toCsv(PERMISSION_CSV_COLUMNS.map(header), data);
}
