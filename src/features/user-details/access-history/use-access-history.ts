/**
 * The access history's reads (./timeline.ts builds the timeline): the first page of login attempts,
 * password changes, the group, store and facility rows current or ended, and the login's lockout
 * fields, all at once when the card is opened; then older attempts a page at a time.
 */
import { useCallback, useEffect, useState } from 'react';
import { findFacilityHistory, findLoginAttempts, findPasswordChanges, findProductStoreHistory, keepsLoginHistory } from '../../../oms/access-history';
import { findLoginLockout } from '../../../oms/logins';
import { findUserSecurityGroupHistory } from '../../../oms/security-groups';
import type { UserParty } from '../../../oms/user-details';
import { useOmsClient } from '../../../session/hooks';
import type { AccessHistoryFacts } from './timeline';

/** Login attempts per page. */
export const ATTEMPTS_PAGE = 50;

export interface AccessHistoryState {
  facts?: AccessHistoryFacts & { keepsHistory: boolean };
  failed: boolean;
  loadingOlder: boolean;
  olderFailed: boolean;
}

export function useAccessHistory(party: UserParty) {
  const client = useOmsClient();
  const { partyId, userLoginId } = party;
  const [attempt, setAttempt] = useState(0);
  const [pages, setPages] = useState(1);
  const [state, setState] = useState<AccessHistoryState>({ failed: false, loadingOlder: false, olderFailed: false });

  useEffect(() => {
    let live = true;
    const none = Promise.resolve([]);
    Promise.all([
      userLoginId ? findLoginAttempts(client, userLoginId, { viewIndex: 0, viewSize: ATTEMPTS_PAGE }) : Promise.resolve({ attempts: [], more: false }),
      userLoginId ? findPasswordChanges(client, userLoginId) : none,
      userLoginId ? findUserSecurityGroupHistory(client, userLoginId) : none,
      findProductStoreHistory(client, partyId),
      findFacilityHistory(client, partyId),
      userLoginId ? findLoginLockout(client, userLoginId) : Promise.resolve(undefined),
    ])
      .then(async ([page, passwordChanges, groups, stores, facilities, lockout]) => {
        // No attempt for this login: say whether the OMS keeps none at all, rather than 'never logged in'.
        const keepsHistory = page.attempts.length > 0 || (await keepsLoginHistory(client));
        if (live) setState((previous) => ({ ...previous, facts: { attempts: page.attempts, moreAttempts: page.more, passwordChanges, groups, stores, facilities, lockout, keepsHistory } }));
      })
      .catch(() => live && setState((previous) => ({ ...previous, failed: true })));
    return () => {
      live = false;
    };
  }, [client, partyId, userLoginId, attempt]);

  const retry = useCallback(() => {
    setState({ failed: false, loadingOlder: false, olderFailed: false });
    setPages(1);
    setAttempt((n) => n + 1);
  }, []);

  /** The next page of older login attempts. */
  const loadOlder = useCallback(async () => {
    if (!userLoginId || !state.facts || state.loadingOlder) return;
    setState((previous) => ({ ...previous, loadingOlder: true, olderFailed: false }));
    try {
      const page = await findLoginAttempts(client, userLoginId, { viewIndex: pages, viewSize: ATTEMPTS_PAGE });
      setPages((n) => n + 1);
      setState((previous) =>
        previous.facts ? { ...previous, loadingOlder: false, facts: { ...previous.facts, attempts: [...previous.facts.attempts, ...page.attempts], moreAttempts: page.more } } : previous,
      );
    } catch {
      setState((previous) => ({ ...previous, loadingOlder: false, olderFailed: true }));
    }
  }, [client, userLoginId, pages, state.facts, state.loadingOlder]);

  return { ...state, retry, loadOlder };
}
