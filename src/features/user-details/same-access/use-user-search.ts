/**
 * The user picker of "Same access as…": the Users tab's own query (first word of the text over
 * names, group name and username; every user when empty), the first page, one entry per person,
 * the user being edited left out. Typing waits for a short pause before it reads.
 */
import { useCallback, useEffect, useState } from 'react';
import type { Loadable } from '../../../lib/loadable';
import { useAsync } from '../../../lib/use-async';
import { findUsers } from '../../../oms/users';
import { useOmsClient } from '../../../session/hooks';
import { displayName } from '../../../party/party';

/** How long typing pauses before the search is read. */
const TYPING_PAUSE_MS = 250;
const PAGE_SIZE = 50;

export interface FoundUser {
  partyId: string;
  name: string;
  userLoginId?: string;
}

export function useUserSearch(text: string, excludePartyId: string): [Loadable<FoundUser[]>, () => void] {
  const client = useOmsClient();
  const [query, setQuery] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const read = useCallback(async () => {
    const { docs } = await findUsers(client, { queryString: query, securityGroup: '', status: '', hideDisabledUser: false, viewIndex: 0, viewSize: PAGE_SIZE });
    const found = new Map<string, FoundUser>();
    for (const row of docs) {
      if (row.partyId === excludePartyId || found.has(row.partyId)) continue;
      found.set(row.partyId, { partyId: row.partyId, name: displayName(row), userLoginId: row.userLoginId ?? undefined });
    }
    return [...found.values()];
  }, [client, query, excludePartyId]);
  return useAsync(read);
}
