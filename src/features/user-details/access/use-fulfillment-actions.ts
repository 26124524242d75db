/**
 * The Fulfillment card's writes: the picker role and the party's picker facilities.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/toaster';
import { applyAssociationDiff, isEmptyAssociationPlan, planAssociationDiff } from '../../../oms/association-diff';
import type { UserFacility } from '../../../oms/facilities';
import { deletePartyRole, ensurePartyRole } from '../../../oms/party-roles';
import type { UserParty } from '../../../oms/user-details';
import { useOmsClient } from '../../../session/hooks';
import { PICKER_ROLE } from '../../../setup/roles';
import { associationCalls, facilitySteps } from '../../../setup/associations';
import type { SelectSaveOutcome } from '../../../components/select-dialog';
import { useDetailsActions } from '../use-details';

export function useFulfillmentActions(party: UserParty) {
  const client = useOmsClient();
  const notify = useNotify();
  const { t } = useTranslation();
  const { refresh, patch } = useDetailsActions();
  const { partyId } = party;

  /** On: ensure the WAREHOUSE_PICKER role; off: delete it. */
  const setPicker = useCallback(
    async (picker: boolean) => {
      try {
        if (picker) await ensurePartyRole(client, { partyId, roleTypeId: PICKER_ROLE });
        else await deletePartyRole(client, { partyId, roleTypeId: PICKER_ROLE });
        patch('isWarehousePicker', () => picker);
        notify(t('User picker role updated successfully.'), 'success');
      } catch {
        notify(t('Failed to update user role.'), 'error');
        await refresh('isWarehousePicker');
      }
    },
    [client, partyId, patch, refresh, notify, t],
  );

  /**
   * Ensures WAREHOUSE_PICKER before adding (abort on failure), then ends and adds associations.
   * When no association was changed the modal stays open with its selection.
   */
  const saveFacilities = useCallback(
    async (held: readonly UserFacility[], selection: ReadonlySet<string>): Promise<SelectSaveOutcome> => {
      const plan = planAssociationDiff(held, selection, (facility) => facility.facilityId);
      if (isEmptyAssociationPlan(plan)) return 'close';
      const result = await applyAssociationDiff(plan, facilitySteps(associationCalls(client), partyId), { now: () => client.clock.now() });
      if (result.ensure === 'failed') {
        notify(t('Something went wrong.'), 'error');
        return 'keepOpen';
      }
      if (result.ensure === 'done') patch('isWarehousePicker', () => true);
      if (result.anyFailed) notify(t('Failed to update some association(s).'), 'error');
      else notify(t('Facility associations updated successfully.'), 'success');
      await refresh('facilities');
      return result.noneDone ? 'keepOpen' : 'close';
    },
    [client, partyId, patch, refresh, notify, t],
  );

  return { setPicker, saveFacilities };
}
