/**
 * The Users tab's selection for bulk actions (issue 38): users picked one by one (kept while the
 * list scrolls and loads more), or every user the filter matches ('Select all matching', read when
 * an action opens) except the ones un-ticked since. A new filter clears it, and the tab says so.
 */
import { atom } from 'jotai';
import type { MatchingUser } from '../../oms/matching-users';

export interface UserSelection {
  /** Picked one by one: partyId → what a bulk action's preview shows of them. */
  picked: ReadonlyMap<string, MatchingUser>;
  /** Every user the filter matches, not only the rows loaded (less `excluded`). */
  allMatching: boolean;
  /** With `allMatching`: the users un-ticked since, left out of every action and of 'Export selected'. */
  excluded: ReadonlySet<string>;
  /** Set when a new filter cleared a selection (the tab says so). */
  clearedByFilter?: boolean;
}

export const EMPTY_SELECTION: UserSelection = { picked: new Map(), allMatching: false, excluded: new Set() };

/** Every user the filter matches, none left out. */
export const ALL_MATCHING: UserSelection = { picked: new Map(), allMatching: true, excluded: new Set() };

export const selectionAtom = atom<UserSelection>(EMPTY_SELECTION);

/** Whether the user is in the selection (ticked). */
export const isPicked = (selection: UserSelection, partyId: string): boolean =>
  selection.allMatching ? !selection.excluded.has(partyId) : selection.picked.has(partyId);

/** Picks or unpicks these users (under 'all matching': leaves them out, or takes them back in). */
function setPicked(selection: UserSelection, users: readonly MatchingUser[], pick: boolean): UserSelection {
  if (selection.allMatching) {
    const excluded = new Set(selection.excluded);
    for (const user of users) {
      if (pick) excluded.delete(user.partyId);
      else excluded.add(user.partyId);
    }
    return { ...ALL_MATCHING, excluded };
  }
  const picked = new Map(selection.picked);
  for (const user of users) {
    if (pick) picked.set(user.partyId, user);
    else picked.delete(user.partyId);
  }
  return { ...EMPTY_SELECTION, picked };
}

/** Ticks or un-ticks one user (under 'all matching' an un-ticked user is left out of it). */
export const toggleUserAtom = atom(null, (get, set, user: MatchingUser) => {
  const selection = get(selectionAtom);
  set(selectionAtom, setPicked(selection, [user], !isPicked(selection, user.partyId)));
});

/** Ticks every row shown, or un-ticks them all when all are ticked. */
export const toggleShownAtom = atom(null, (get, set, users: readonly MatchingUser[]) => {
  const selection = get(selectionAtom);
  const allPicked = users.length > 0 && users.every((user) => isPicked(selection, user.partyId));
  set(selectionAtom, setPicked(selection, users, !allPicked));
});

/** How many users are selected, of `total` matching the filter. */
export const selectedCount = (selection: UserSelection, total: number): number =>
  selection.allMatching ? Math.max(0, total - selection.excluded.size) : selection.picked.size;

/** Nobody selected (under 'all matching', once `total` is known: every matching user left out). */
export const isSelectionEmpty = (selection: UserSelection, total?: number): boolean =>
  selection.allMatching ? total !== undefined && total > 0 && selectedCount(selection, total) === 0 : selection.picked.size === 0;

/** The users an action or 'Export selected' takes of those the filter matches (read when it opens). */
export const keepSelected = <T extends { partyId: string }>(selection: UserSelection, users: readonly T[]): T[] =>
  selection.excluded.size === 0 ? [...users] : users.filter((user) => !selection.excluded.has(user.partyId));
