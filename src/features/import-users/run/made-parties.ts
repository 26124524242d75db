/**
 * The parties this tab's imports made (issue 35): each row's identity -> the party its create made,
 * per OMS and login, in the tab's session storage for a day. An import opened again after a run was
 * cut off (a reload, a page left mid-run) takes the party an earlier run made for the same row —
 * never a party found by its names alone: a namesake made elsewhere is not this import's.
 */
import { useMemo } from 'react';
import { useAppServices } from '../../../lib/services';
import { useOmsClient, useSession } from '../../../session/hooks';
import type { ImportRow } from '../types';

const STORAGE_KEY = 'users.import.madeParties';
/** How long a made party is remembered: an interrupted import is finished the same day. */
export const MADE_PARTY_TTL_MS = 24 * 60 * 60_000;

interface Entry {
  partyId: string;
  at: number;
}
type Journal = Record<string, Record<string, Entry>>;

/** What identifies a row across imports of the same file: the values its create and login are made of. */
export function rowIdentity(row: ImportRow): string {
  const { firstName = '', lastName = '', groupName = '', userLoginId = '', externalId = '', emailAddress = '' } = row.values;
  return JSON.stringify([firstName.toLowerCase(), lastName.toLowerCase(), groupName.toLowerCase(), userLoginId.toLowerCase(), externalId, emailAddress.toLowerCase()]);
}

export interface MadeParties {
  /** Row identity -> the party a run made for it (within the TTL), read now. */
  made(): ReadonlyMap<string, string>;
  /** Remembers the party a run made (or recognised) for a row. */
  record(identity: string, partyId: string): void;
}

function read(storage: Storage | undefined): Journal {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Journal) : {};
  } catch {
    return {};
  }
}

/** The journal of one OMS and login (`scope`); without storage it remembers nothing. */
export function madeParties(storage: Storage | undefined, scope: string, now: () => number): MadeParties {
  const fresh = (entry: Entry | undefined): entry is Entry => entry !== undefined && typeof entry.partyId === 'string' && now() - entry.at < MADE_PARTY_TTL_MS;
  return {
    made: () => new Map(Object.entries(read(storage)[scope] ?? {}).flatMap(([identity, entry]) => (fresh(entry) ? [[identity, entry.partyId] as const] : []))),
    record(identity, partyId) {
      const journal = read(storage);
      const kept = Object.fromEntries(Object.entries(journal[scope] ?? {}).filter(([, entry]) => fresh(entry)));
      journal[scope] = { ...kept, [identity]: { partyId, at: now() } };
      try {
        storage?.setItem(STORAGE_KEY, JSON.stringify(journal));
      } catch {
        // A full or refused storage: this run still works; a later one finds fewer parties.
      }
    },
  };
}

/** The tab's session storage, standalone and hosted alike (the environment's storage is the session's: none when hosted). */
function tabStorage(): Storage | undefined {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : undefined;
  } catch {
    return undefined;
  }
}

/** The journal of this session's OMS and login. */
export function useMadeParties(): MadeParties {
  const client = useOmsClient();
  const { profile } = useSession();
  const { environment } = useAppServices();
  return useMemo(() => madeParties(tabStorage(), `${client.baseUrl}|${profile.userLoginId}`, environment.now), [client.baseUrl, profile.userLoginId, environment]);
}
