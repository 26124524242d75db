/**
 * A bulk action on the Users tab's selection (issue 38): the users (the ones picked, or every user
 * the filter matches, read in a few large pages), their logins and groups read in bulk, each
 * user's change or why it is skipped (src/setup/bulk.ts), then the changes four at a time through
 * the one pool runner, with Pause, Cancel and 'Retry failed'.
 */
import { useCallback, useState } from 'react';
import { usePoolRun } from '../../components/use-pool-run';
import { findGroupsOfLogins, findLoginsOfParties } from '../../oms/bulk-reads';
import { failureReason } from '../../oms/errors';
import { findAllMatchingUsers } from '../../oms/matching-users';
import type { MatchingUser } from '../../oms/matching-users';
import type { UserListFilter } from '../../oms/users';
import { displayName, isPartyDisabled } from '../../party/party';
import { useOmsClient, useSession } from '../../session/hooks';
import { useAccessGates } from '../../session/use-access-gates';
import { planBulk, runBulkLine } from '../../setup/bulk';
import type { BulkAction, BulkCalls, BulkLine } from '../../setup/bulk';
import { offboardCalls } from '../../setup/offboard-calls';
import { DEFAULT_CONCURRENCY, runPool } from '../../setup/run-pool';
import type { ItemStatus } from '../../setup/run-pool';
import type { UserSelection } from './selection';

export interface BulkLineState {
  partyId: string;
  status: ItemStatus;
  message?: string;
}

export function useBulk(action: BulkAction | null, selection: UserSelection, filter: UserListFilter) {
  const client = useOmsClient();
  const session = useSession();
  const { canBlock, canGroups, viewerIsSuperUser, restricted } = useAccessGates();
  const [lines, setLines] = useState<BulkLine[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [states, setStates] = useState<ReadonlyMap<string, BulkLineState>>(new Map());
  const { phase, run: runInPool, pause, resume, cancel } = usePoolRun();

  /** Reads the selection's users and plans each one's line. */
  const preview = useCallback(async () => {
    if (!action) return;
    setLines(null);
    setFailed(false);
    try {
      const users: MatchingUser[] = selection.allMatching
        ? await findAllMatchingUsers(client, { ...filter, currentPartyId: session.profile.partyId })
        : [...selection.picked.values()];
      const partyIds = users.map((user) => user.partyId);
      const logins = await findLoginsOfParties(client, partyIds);
      const groups = await findGroupsOfLogins(client, logins.map((login) => login.userLoginId));
      const bulkUsers = users.map((user) => ({
        partyId: user.partyId,
        name: displayName({ partyId: user.partyId, firstName: user.firstName ?? undefined, lastName: user.lastName ?? undefined, groupName: user.groupName ?? undefined }),
        partyDisabled: isPartyDisabled({ statusId: user.statusId ?? undefined }),
      }));
      setLines(planBulk(action, bulkUsers, logins, groups, { blockLogin: canBlock, groups: canGroups, viewerIsSuperUser, restrictedGroupIds: restricted }));
    } catch {
      setFailed(true);
    }
  }, [action, selection, filter, client, session.profile.partyId, canBlock, canGroups, viewerIsSuperUser, restricted]);

  /** Makes the changes (the lines done already stay done). */
  const start = useCallback(async () => {
    if (!action || !lines) return;
    const todo = lines.filter((line) => !line.skipped);
    // A bulk change's calls are among an offboarding's (no party type needed: none disables a party).
    const calls: BulkCalls = offboardCalls(client, undefined);
    const runOne = async (line: BulkLine, state: BulkLineState): Promise<BulkLineState> => {
      setStates((previous) => new Map(previous).set(line.partyId, { ...state, status: 'running' }));
      try {
        await runBulkLine(action, line, calls, () => client.clock.now());
        return { partyId: line.partyId, status: 'done' };
      } catch (cause) {
        return { partyId: line.partyId, status: 'failed', message: failureReason(cause) };
      }
    };
    await runInPool(async (control) => {
      await runPool(todo, (line) => line.partyId, (line) => states.get(line.partyId) ?? { partyId: line.partyId, status: 'waiting' }, runOne, {
        concurrency: DEFAULT_CONCURRENCY,
        control,
        onItem: (state) => setStates((previous) => new Map(previous).set(state.partyId, state)),
      });
    });
  }, [action, lines, client, states, runInPool]);

  return { lines, failed, states, phase, preview, start, pause, resume, cancel };
}
