/**
 * The selection follows the filter: a new filter (a value the list's request depends on) clears
 * it, and the tab says so — a bulk action never runs on users the current filter does not show.
 */
import { useEffect, useRef } from 'react';
import { useStore } from 'jotai';
import type { UserListFilter } from '../../oms/users';
import { EMPTY_SELECTION, isSelectionEmpty, selectionAtom } from './selection';
import { listRequestFilter } from './use-user-list';

export function useClearSelectionOnFilter(filter: UserListFilter): void {
  const store = useStore();
  const key = JSON.stringify(listRequestFilter(filter));
  const previous = useRef(key);
  useEffect(() => {
    if (previous.current === key) return;
    previous.current = key;
    const selection = store.get(selectionAtom);
    store.set(selectionAtom, isSelectionEmpty(selection) ? EMPTY_SELECTION : { ...EMPTY_SELECTION, clearedByFilter: true });
  }, [key, store]);
}
