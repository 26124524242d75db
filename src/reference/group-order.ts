/**
 * The one order of security groups offered for picking — the bulk actions' Add to / Remove from
 * security group, the Clearance card's Select security groups, the Users tab's group filter, By
 * app's Manage security groups: by the name shown (the id when it has none), as the viewer's
 * language sorts it (src/lib/collate.ts), the ids breaking ties. Not for lists in an order of their
 * own (App access's offers go least privilege first).
 */
import { useCallback, useMemo } from 'react';
import { useCompare } from '../lib/collate';
import { referenceData, useReference } from './hooks';

interface NamedGroup {
  groupId: string;
  groupName?: string | null;
}

/** The name a group is shown by: its name, or its id when it has none. */
export const shownGroupName = (group: NamedGroup): string => group.groupName || group.groupId;

/** `groups` by the name shown, in `compare`'s order (a new array). */
export function byShownName<T extends NamedGroup>(groups: readonly T[], compare: (a: string, b: string) => number): T[] {
  return [...groups].sort((a, b) => compare(shownGroupName(a), shownGroupName(b)) || (a.groupId < b.groupId ? -1 : a.groupId > b.groupId ? 1 : 0));
}

/** `groups` by the name shown, as the screen's language sorts it. */
export function useGroupsByName<T extends NamedGroup>(groups: readonly T[]): T[] {
  const compare = useCompare();
  return useMemo(() => byShownName(groups, compare), [groups, compare]);
}

/** A group's shown name by its id, from the security groups read (the id until they are, or for one the OMS does not list). */
export function useGroupName(): (groupId: string) => string {
  const [groups] = useReference('securityGroups');
  const list = referenceData(groups);
  return useCallback((groupId: string) => shownGroupName(list.find((group) => group.groupId === groupId) ?? { groupId }), [list]);
}
