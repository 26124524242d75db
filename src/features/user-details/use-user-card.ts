/**
 * The user card's reads: the party, its logo and the group names in parallel, then the login's
 * security groups once the party named the login. Local to one card (each card is its own root).
 */
import { useCallback, useEffect, useState } from 'react';
import { findPartyLogoPath } from '../../oms/images';
import { getSecurityGroups, findUserSecurityGroups } from '../../oms/security-groups';
import type { SecurityGroup } from '../../oms/security-groups';
import { findUserParty } from '../../oms/user-details';
import type { UserParty } from '../../oms/user-details';
import { useOmsClient } from '../../session/hooks';

export interface UserCardData {
  party: UserParty;
  logoPath?: string;
  /** The login's current groups with their names (id when the name is unknown). */
  groups: SecurityGroup[];
}

export type UserCardState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'not-found' }
  | { status: 'ready'; data: UserCardData };

export function useUserCard(partyId: string): { state: UserCardState; retry: () => void } {
  const client = useOmsClient();
  const [attempt, setAttempt] = useState(0);
  const key = `${partyId}#${attempt}`;
  // Each answer remembers which read it belongs to, so a new partyId or a retry shows 'loading'.
  const [answer, setAnswer] = useState<{ key: string; state: UserCardState }>();

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const setState = (state: UserCardState) => {
      if (!signal.aborted) setAnswer({ key, state });
    };
    const logo = findPartyLogoPath(client, partyId, signal).catch(() => undefined);
    const names = getSecurityGroups(client).catch(() => [] as SecurityGroup[]);
    void (async () => {
      try {
        const party = await findUserParty(client, partyId, signal);
        if (!party) {
          setState({ status: 'not-found' });
          return;
        }
        const [memberships, logoPath, known] = await Promise.all([
          party.userLoginId ? findUserSecurityGroups(client, party.userLoginId, signal) : Promise.resolve([]),
          logo,
          names,
        ]);
        const byId = new Map(known.map((group) => [group.groupId, group]));
        const groups = memberships.map((membership) => byId.get(membership.groupId) ?? { groupId: membership.groupId });
        setState({ status: 'ready', data: { party, logoPath, groups } });
      } catch (error) {
        if (signal.aborted) return;
        console.error('User card read failed', error instanceof Error ? error.message : error);
        setState({ status: 'error' });
      }
    })();
    return () => controller.abort();
  }, [client, partyId, key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state: answer?.key === key ? answer.state : { status: 'loading' }, retry };
}
