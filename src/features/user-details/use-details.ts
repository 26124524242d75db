/**
 * Hooks the cards use to read their section and to refresh, retry or patch it after a write. The
 * screen provides the partyId (`UserDetailsParty`); the sections are the atoms of ./atoms. A screen
 * that shows a party keeps one visit open while it shows (`useUserDetailsVisit`).
 */
import { createContext, useContext, useEffect, useMemo } from 'react';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import type { Loadable } from '../../lib/loadable';
import type { UserParty } from '../../oms/user-details';
import { enterUserDetailsAtom, leaveUserDetailsAtom, patchSection, refreshSection, reloadUserDetailsAtom, sections } from './atoms';
import type { RefreshKey, SectionKey, UserDetailsSections } from './atoms';

const PartyIdContext = createContext<string | undefined>(undefined);

/** Gives the cards below it the partyId whose sections they show. */
export const UserDetailsParty = PartyIdContext.Provider;

export function usePartyId(): string {
  const partyId = useContext(PartyIdContext);
  if (partyId === undefined) throw new Error('A user-details card needs <UserDetailsParty value={partyId}> above it.');
  return partyId;
}

/**
 * A visit of the party's sections while the caller shows (leaving aborts its reads; the next visit
 * reads afresh): the party (null: no such user) and Retry after it could not be read.
 */
export function useUserDetailsVisit(partyId: string): [Loadable<UserParty | null>, () => void] {
  const party = useAtomValue(sections.party(partyId).view);
  const enter = useSetAtom(enterUserDetailsAtom);
  const leave = useSetAtom(leaveUserDetailsAtom);
  const reload = useSetAtom(reloadUserDetailsAtom);
  useEffect(() => {
    enter(partyId);
    return () => leave(partyId);
  }, [enter, leave, partyId]);
  return [party, () => reload(partyId)];
}

export function useSection<K extends SectionKey>(key: K): Loadable<UserDetailsSections[K]> {
  return useAtomValue(sections[key](usePartyId()).view);
}

export interface DetailsActions {
  /** Reads the section again, keeping what is shown until the answer arrives. */
  refresh(key: RefreshKey): Promise<void>;
  /** Reads the section again after a failed read (the card's Retry: it shows its loading state). */
  retry(key: RefreshKey): Promise<void>;
  /** Applies what a successful write changed. */
  patch<K extends SectionKey>(key: K, update: (data: UserDetailsSections[K]) => UserDetailsSections[K]): void;
}

export function useDetailsActions(): DetailsActions {
  const store = useStore();
  const partyId = usePartyId();
  return useMemo<DetailsActions>(() => {
    const refresh = async (key: RefreshKey): Promise<void> => {
      await refreshSection(store, partyId, key);
    };
    return {
      refresh,
      retry: refresh,
      patch: (key, update) => patchSection(store, partyId, key, update),
    };
  }, [store, partyId]);
}

export { useBusy } from '../../lib/use-busy';
