/**
 * Offboarding one user from their page: reads what would end (fresh from the OMS), plans it with
 * the viewer's gates (src/setup/offboard.ts; every gate evaluated by src/catalog through
 * useHasAction) and runs the plan's checklist, resuming from the failed steps on a retry. When a
 * run ends, the page's cards read their sections again, so they show what the OMS now holds.
 */
import { useCallback, useRef, useState } from 'react';
import { useStore } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/toaster';
import type { UserParty } from '../../../oms/user-details';
import { displayName, isIntegrationUser } from '../../../party/party';
import { useHasAction, useOmsClient } from '../../../session/hooks';
import { isChecklistComplete } from '../../../setup/checklist';
import { planOffboarding, runOffboarding } from '../../../setup/offboard';
import type { OffboardFacts, OffboardPlan, OffboardState } from '../../../setup/offboard';
import { offboardCalls, readOffboardFacts } from '../../../setup/offboard-calls';
import { refreshSection } from '../atoms';
import { isSuperLocked } from '../rules';

export interface OffboardPreview {
  facts: OffboardFacts;
  plan: OffboardPlan;
}

export function useOffboard(party: UserParty) {
  const client = useOmsClient();
  const store = useStore();
  const notify = useNotify();
  const { t } = useTranslation();
  const canBlock = useHasAction('APP_UPDT_BLOCK_LOGIN');
  const canGroups = useHasAction('APP_SECURITY_GROUP_CREATE');
  const canStores = useHasAction('APP_UPDT_PRODUCT_STORE_CONFG');
  const canFacilities = useHasAction('APP_UPDT_FULFILLMENT_FACILITY');
  const canPicker = useHasAction('APP_UPDT_PICKER_CONFG');
  const viewerIsSuperUser = useHasAction('APP_SUPER_USER');
  const [state, setState] = useState<OffboardState>([]);
  // One moment for the whole offboarding, kept for its retries: the rows it ends carry it.
  const thruDate = useRef<number | null>(null);
  const { partyId, partyTypeId } = party;

  /** Reads the user afresh and plans what ends. */
  const preview = useCallback(
    async (options: { disableParty: boolean }): Promise<OffboardPreview> => {
      const facts = await readOffboardFacts(client, partyId);
      const held = new Set(facts.groups.map((group) => group.groupId));
      const gates = {
        blockLogin: canBlock,
        groups: canGroups,
        superLocked: isSuperLocked(held, viewerIsSuperUser),
        productStores: canStores,
        facilities: canFacilities && !isIntegrationUser(facts.groups),
        picker: canPicker,
      };
      return { facts, plan: planOffboarding(facts, gates, options) };
    },
    [client, partyId, canBlock, canGroups, canStores, canFacilities, canPicker, viewerIsSuperUser],
  );

  /** Runs the plan (what is done stays done); the cards then show the OMS's truth. */
  const run = useCallback(
    async (plan: OffboardPlan): Promise<OffboardState> => {
      thruDate.current ??= client.clock.now();
      const context = { partyId, thruDate: thruDate.current, now: () => client.clock.now() };
      const final = await runOffboarding(plan.steps, context, offboardCalls(client, partyTypeId), state, setState);
      if (isChecklistComplete(final)) notify(t('{{name}} is offboarded.', { name: displayName(party) }), 'success');
      else notify(t('Some steps failed. Retry to finish what is left.'), 'error');
      await Promise.all(
        (['party', 'securityGroups', 'productStores', 'facilities', 'isWarehousePicker'] as const).map((key) => refreshSection(store, partyId, key)),
      );
      return final;
    },
    [client, store, partyId, partyTypeId, party, state, notify, t],
  );

  return { preview, run, state, canOffboard: canBlock };
}
