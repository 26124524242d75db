/**
 * The Users tab's selection for bulk actions (issue 38): users picked one by one (kept while the
 * list scrolls and loads more), or every user the filter matches ('Select all matching', read when
 * an action opens). A new filter clears it, and the tab says so.
 */
import { atom } from 'jotai';
import type { MatchingUser } from '../../oms/matching-users';

export interface UserSelection {
  /** Picked one by one: partyId → what a bulk action's preview shows of them. */
  picked: ReadonlyMap<string, MatchingUser>;
  /** Every user the filter matches, not only the rows loaded. */
  allMatching: boolean;
  /** Set when a new filter cleared a selection (the tab says so). */
  clearedByFilter?: boolean;
}

export const EMPTY_SELECTION: UserSelection = { picked: new Map(), allMatching: false };

export const selectionAtom = atom<UserSelection>(EMPTY_SELECTION);

/** Picks or unpicks one user (leaving 'all matching' for the users picked, less this one). */
export const toggleUserAtom = atom(null, (get, set, user: MatchingUser) => {
  const { picked } = get(selectionAtom);
  const next = new Map(picked);
  if (next.has(user.partyId)) next.delete(user.partyId);
  else next.set(user.partyId, user);
  set(selectionAtom, { picked: next, allMatching: false });
});

/** Picks every row shown, or unpicks them all when all are picked. */
export const toggleShownAtom = atom(null, (get, set, users: readonly MatchingUser[]) => {
  const { picked } = get(selectionAtom);
  const allPicked = users.length > 0 && users.every((user) => picked.has(user.partyId));
  const next = new Map(picked);
  for (const user of users) {
    if (allPicked) next.delete(user.partyId);
    else next.set(user.partyId, user);
  }
  set(selectionAtom, { picked: next, allMatching: false });
});

export const isSelectionEmpty = (selection: UserSelection): boolean => !selection.allMatching && selection.picked.size === 0;
