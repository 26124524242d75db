/**
 * A bulk action on the Users tab's selection (issue 38): the users (the ones picked, or every user
 * the filter matches, read in a few large pages), their facts read in bulk, each user's change or
 * why it is skipped (src/setup/bulk.ts, bulk-offboard.ts) — the first users' lines as soon as
 * they are read, the rest after — then the changes four at a time through the one pool runner,
 * with Pause, Cancel and 'Retry failed' (an offboarding resumes from its failed steps).
 */
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePoolRun } from '../../components/use-pool-run';
import { findGroupsOfLogins, findLoginsOfParties } from '../../oms/bulk-reads';
import type { OmsClient } from '../../oms/client';
import { failureReason } from '../../oms/errors';
import { findAllMatchingUsers, findMatchingUsersPage } from '../../oms/matching-users';
import type { MatchingUser } from '../../oms/matching-users';
import type { UserListFilter } from '../../oms/users';
import { displayName, isPartyDisabled } from '../../party/party';
import { useOmsClient, useSession } from '../../session/hooks';
import { useAccessGates } from '../../session/use-access-gates';
import { clearBulk, planBulk, runBulkLine } from '../../setup/bulk';
import { useFreshPolicyContext } from '../../session/policy';
import type { BulkAction, BulkCalls, BulkLine, BulkUser } from '../../setup/bulk';
import { previewOffboarding } from '../../setup/bulk-offboard';
import { offboardCalls } from '../../setup/offboard-calls';
import { NOT_STARTED, offboardUser } from '../../setup/offboard-user';
import { leaveOutOwnUser } from '../../setup/own-user';
import type { OffboardRun } from '../../setup/offboard-user';
import { DEFAULT_CONCURRENCY, runPool } from '../../setup/run-pool';
import { ACTION_LABELS } from './bulk-labels';
import { keepSelected } from './selection';
import type { UserSelection } from './selection';

/** A user's state in the run (an offboarding keeps its checklist and moment for its retries). */
export interface BulkLineState extends OffboardRun {
  partyId: string;
}

/** The users planned first, so the preview's first lines show while the rest are read. */
export const FIRST_PREVIEW = 200;

const toBulkUser = (user: MatchingUser): BulkUser => ({
  partyId: user.partyId,
  name: displayName(user),
  partyDisabled: isPartyDisabled({ statusId: user.statusId ?? undefined }),
});

export function useBulk(action: BulkAction | null, selection: UserSelection, filter: UserListFilter) {
  const client = useOmsClient();
  const session = useSession();
  const { gatesFor, canBlock, canGroups } = useAccessGates();
  const freshPolicy = useFreshPolicyContext();
  const [lines, setLines] = useState<BulkLine[] | null>(null);
  /** False while the lines after the first ones are still being read. */
  const [allRead, setAllRead] = useState(false);
  const [failed, setFailed] = useState(false);
  const [states, setStates] = useState<ReadonlyMap<string, BulkLineState>>(new Map());
  const { t } = useTranslation();
  const { phase, run: runInPool, pause, resume, cancel, leave } = usePoolRun(action ? t(ACTION_LABELS[action.kind]) : '');
  const previewed = useRef(0);

  /** Reads these users' facts in bulk and plans each one's line. */
  const planFor = useCallback(
    async (todo: BulkAction, users: readonly BulkUser[], reader: OmsClient): Promise<BulkLine[]> => {
      // Every line is decided by the change policy, on the viewer's facts read now.
      const policy = await freshPolicy();
      // A search can list the viewer, and 'Select all matching' take them: their own user is left out.
      if (todo.kind === 'offboard') return leaveOutOwnUser(todo, await previewOffboarding(reader, users, gatesFor, policy, { disableParty: todo.disableParty }), policy);
      const logins = await findLoginsOfParties(reader, users.map((user) => user.partyId));
      const groups = await findGroupsOfLogins(reader, logins.map((login) => login.userLoginId));
      return leaveOutOwnUser(todo, planBulk(todo, users, logins, groups, { blockLogin: canBlock, groups: canGroups }, policy), policy);
    },
    [canBlock, canGroups, gatesFor, freshPolicy],
  );

  /** Reads the selection's users and plans each one's line: the first ones, then the rest. */
  const preview = useCallback(async () => {
    const attempt = ++previewed.current;
    setLines(null);
    setAllRead(false);
    setFailed(false);
    if (!action) return;
    try {
      const request = { ...filter, currentPartyId: session.profile.partyId };
      const picked = [...selection.picked.values()];
      // The first users are read (one small page) and planned before the rest: the OMS answers in turn.
      // Under 'all matching', the users un-ticked since are left out (of the preview, so of the run).
      const head = selection.allMatching ? keepSelected(selection, await findMatchingUsersPage(client, request, 0, FIRST_PREVIEW)) : picked.slice(0, FIRST_PREVIEW);
      const first = await planFor(action, head.map(toBulkUser), client);
      if (attempt !== previewed.current) return;
      setLines(first);
      const planned = new Set(head.map((user) => user.partyId));
      const everyone = selection.allMatching ? keepSelected(selection, await findAllMatchingUsers(client, request)) : picked;
      const rest = everyone.filter((user) => !planned.has(user.partyId));
      const restLines = rest.length > 0 ? await planFor(action, rest.map(toBulkUser), client) : [];
      if (attempt !== previewed.current) return;
      setLines([...first, ...restLines]);
      setAllRead(true);
    } catch {
      if (attempt === previewed.current) setFailed(true);
    }
  }, [action, selection, filter, client, session.profile.partyId, planFor]);

  /** Makes the changes (the users done already stay done; a failed offboarding resumes from its failed steps). */
  const start = useCallback(async () => {
    if (!action || !lines || !allRead) return;
    // Cleared on the viewer's facts read now: a line the policy now refuses is skipped, with the reason.
    const policy = await freshPolicy();
    const plan = clearBulk(policy, action, lines);
    if (plan.lines.some((line, index) => line !== lines[index])) setLines([...plan.lines]);
    const todo = plan.lines.filter((line) => !line.skipped);
    // A bulk change's calls are among an offboarding's (no party type needed: none disables a party).
    const calls: BulkCalls = offboardCalls(client, undefined);
    const runOne = async (line: BulkLine, state: BulkLineState): Promise<BulkLineState> => {
      setStates((previous) => new Map(previous).set(line.partyId, { ...state, status: 'running' }));
      if (action.kind === 'offboard') return { partyId: line.partyId, ...(await offboardUser(client, line.partyId, gatesFor, { disableParty: action.disableParty }, state, policy)) };
      try {
        await runBulkLine(plan, line, calls, () => client.clock.now());
        return { partyId: line.partyId, status: 'done', steps: [] };
      } catch (cause) {
        return { partyId: line.partyId, status: 'failed', steps: [], message: failureReason(cause) };
      }
    };
    await runInPool(async (control) => {
      const final = await runPool(todo, (line) => line.partyId, (line) => states.get(line.partyId) ?? { partyId: line.partyId, ...NOT_STARTED }, runOne, {
        concurrency: DEFAULT_CONCURRENCY,
        control,
        onItem: (state) => setStates((previous) => new Map(previous).set(state.partyId, state)),
      });
      return final.values();
    });
  }, [action, lines, allRead, client, gatesFor, freshPolicy, states, runInPool]);

  return { lines, allRead, failed, states, phase, preview, start, pause, resume, cancel, leave };
}
