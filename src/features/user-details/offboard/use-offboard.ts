/**
 * Offboarding one user from their page, and restoring what an offboarding ended: each reads what
 * it would change (fresh from the OMS), plans it with the viewer's gates (src/setup/offboard.ts and
 * restore.ts; every gate evaluated by src/catalog through useHasAction) and runs the plan's
 * checklist, resuming from the failed steps on a retry. When a run ends, the page's cards read
 * their sections again, so they show what the OMS now holds.
 */
import { useCallback, useRef, useState } from 'react';
import { useStore } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/toaster';
import type { UserParty } from '../../../oms/user-details';
import { displayName } from '../../../party/party';
import { useOmsClient } from '../../../session/hooks';
import { useAccessGates } from '../../../session/use-access-gates';
import { useFreshPolicyContext } from '../../../session/policy';
import type { Cleared } from '../../../policy/cleared';
import { isChecklistComplete } from '../../../setup/checklist';
import type { ChecklistState } from '../../../setup/checklist';
import { planOffboarding, runOffboarding } from '../../../setup/offboard';
import type { OffboardFacts, OffboardPlan, OffboardState } from '../../../setup/offboard';
import { offboardCalls, readOffboardFacts, readRestoreFacts } from '../../../setup/offboard-calls';
import { planRestore, runRestore } from '../../../setup/restore';
import type { RestoreFacts, RestorePlan, RestoreState } from '../../../setup/restore';
import type { KeptItem } from '../../../setup/offboard';
import { refreshSection } from '../atoms';

/** The plans are the change policy's cleared ones (src/policy): the runners take no other. */
export interface OffboardPreview {
  facts: OffboardFacts;
  plan: Cleared<OffboardPlan>;
}

export interface RestorePreview {
  facts: RestoreFacts;
  plan: Cleared<RestorePlan>;
}

/** A checklist run's state, its end (the cards read again), and its message (`doneText` when every step is done). */
function useChecklistRun<Id extends string>(party: UserParty) {
  const store = useStore();
  const notify = useNotify();
  const { t } = useTranslation();
  const [state, setState] = useState<readonly ChecklistState<Id>[]>([]);
  const finish = useCallback(
    async (final: readonly ChecklistState<Id>[], doneText: string) => {
      if (isChecklistComplete(final)) notify(t(doneText, { name: displayName(party) }), 'success');
      else notify(t('Some steps failed. Retry to finish what is left.'), 'error');
      await Promise.all((['party', 'securityGroups', 'productStores', 'facilities', 'isWarehousePicker'] as const).map((key) => refreshSection(store, party.partyId, key)));
      return final;
    },
    [store, notify, t, party],
  );
  return { state, setState, finish };
}

/** What a complete restore says: all of it, or only part (the kept items are listed as not restored). */
export function restoredText(kept: readonly KeptItem[]): string {
  return kept.length === 0 ? 'Access restored for {{name}}.' : 'Access partly restored for {{name}}: what is listed under Not restored did not come back.';
}

export function useOffboard(party: UserParty) {
  const client = useOmsClient();
  const { gatesFor, canBlock } = useAccessGates();
  const freshPolicy = useFreshPolicyContext();
  const { state, setState, finish } = useChecklistRun<OffboardState[number]['id']>(party);
  // One moment for the whole offboarding, kept for its retries: the rows it ends carry it.
  const thruDate = useRef<number | null>(null);
  const { partyId, partyTypeId } = party;

  const preview = useCallback(
    async (options: { disableParty: boolean }): Promise<OffboardPreview> => {
      // Decided on fresh facts: the user's (every login's groups, read whole) and the viewer's.
      const [facts, policy] = await Promise.all([readOffboardFacts(client, partyId), freshPolicy()]);
      return { facts, plan: planOffboarding(facts, gatesFor(facts.groups), policy, options) };
    },
    [client, partyId, gatesFor, freshPolicy],
  );

  const run = useCallback(
    async (plan: Cleared<OffboardPlan>): Promise<OffboardState> => {
      thruDate.current ??= client.clock.now();
      const context = { partyId, thruDate: thruDate.current, now: () => client.clock.now() };
      return finish(await runOffboarding(plan, context, offboardCalls(client, partyTypeId), state, setState), '{{name}} is offboarded.');
    },
    [client, partyId, partyTypeId, state, setState, finish],
  );

  return { preview, run, state, canOffboard: canBlock };
}

export function useRestore(party: UserParty) {
  const client = useOmsClient();
  const { gatesFor, canBlock } = useAccessGates();
  const freshPolicy = useFreshPolicyContext();
  const { state, setState, finish } = useChecklistRun<RestoreState[number]['id']>(party);
  const { partyId, partyTypeId } = party;

  const preview = useCallback(async (): Promise<RestorePreview> => {
    const [facts, policy] = await Promise.all([readRestoreFacts(client, partyId), freshPolicy()]);
    return { facts, plan: planRestore(facts, gatesFor(facts.current.groups), policy) };
  }, [client, partyId, gatesFor, freshPolicy]);

  // Never 'Access restored' while something the offboarding ended stays out (the plan's kept items).
  const run = useCallback(
    async (plan: RestorePreview['plan']): Promise<RestoreState> =>
      finish(await runRestore(plan, { partyId, now: () => client.clock.now() }, offboardCalls(client, partyTypeId), state, setState), restoredText(plan.kept)),
    [client, partyId, partyTypeId, state, setState, finish],
  );

  return { preview, run, state, canRestore: canBlock };
}
