/**
 * React access to the reference lists of ./atoms: a list's loading / error / data view with its
 * retry, and the refresh a feature calls after a write that changed a list.
 */
import { useCallback } from 'react';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import type { Atom } from 'jotai';
import type { Loadable } from '../lib/loadable';
import { referenceAtoms, refreshReferenceAtom } from './atoms';
import type { ReferenceData, ReferenceKey } from './atoms';

/** A reference list (read when first used) and a function that reads it again. */
export function useReference<K extends ReferenceKey>(key: K): [Loadable<ReferenceData[K][]>, () => void] {
  const value = useAtomValue(referenceAtoms[key].loadableAtom);
  const refresh = useSetAtom(refreshReferenceAtom);
  const retry = useCallback(() => refresh(key), [refresh, key]);
  return [value, retry];
}

/** Reads reference lists again; call it after a write that changed them. */
export function useRefreshReference(): (key: ReferenceKey) => void {
  return useSetAtom(refreshReferenceAtom);
}

/**
 * Reads a reference list again and resolves once the new list is in (or its read failed): for a
 * write whose next screen looks its result up in the list (a created group on /add-permissions).
 */
export function useRefreshReferenceAndWait(): (key: ReferenceKey) => Promise<void> {
  const store = useStore();
  return useCallback(
    async (key: ReferenceKey) => {
      store.set(refreshReferenceAtom, key);
      const list: Atom<Promise<unknown[]>> = referenceAtoms[key].listAtom;
      await store.get(list).catch(() => undefined);
    },
    [store],
  );
}

/** The items of a loaded list, or an empty list while it loads or after it failed. */
export function referenceData<T>(value: Loadable<T[]>): T[] {
  return value.state === 'hasData' ? value.data : [];
}
