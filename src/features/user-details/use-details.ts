/**
 * Hooks the cards use to read their section and to refresh, retry or patch it after a write.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import type { Loadable } from '../../lib/loadable';
import { patchSectionAtom, refreshSectionAtom, sectionAtoms } from './atoms';
import type { RefreshRequest, SectionKey, UserDetailsSections } from './atoms';

export function useSection<K extends SectionKey>(key: K): Loadable<UserDetailsSections[K]> {
  return useAtomValue(sectionAtoms[key]);
}

type RefreshKey = RefreshRequest['key'];

export interface DetailsActions {
  /** Reads the section again, keeping what is shown until the answer arrives. */
  refresh(key: RefreshKey): Promise<void>;
  /** Reads the section again, showing its loading state (the card's Retry). */
  retry(key: RefreshKey): Promise<void>;
  /** Applies what a successful write changed. */
  patch<K extends SectionKey>(key: K, update: (data: UserDetailsSections[K]) => UserDetailsSections[K]): void;
}

export function useDetailsActions(): DetailsActions {
  const refreshSection = useSetAtom(refreshSectionAtom);
  const patchSection = useSetAtom(patchSectionAtom);
  return useMemo<DetailsActions>(
    () => ({
      refresh: (key) => refreshSection({ key }),
      retry: (key) => refreshSection({ key, showLoading: true }),
      patch: (key, update) => patchSection({ key, update: update as unknown as (data: unknown) => unknown }),
    }),
    [refreshSection, patchSection],
  );
}

/**
 * A write's in-flight flag: `busy` disables its buttons, and a second `run` while one is in flight
 * is ignored (no double submits).
 */
export function useBusy(): { busy: boolean; run: (task: () => Promise<void>) => Promise<void> } {
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const run = useCallback(async (task: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await task();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
