/**
 * The Fulfillment card's writes: the picker role and the party's picker facilities, each planned
 * with the change policy (`policy`) and written by src/setup/access-writes from the cleared plan.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/toaster';
import { isEmptyAssociationPlan, planAssociationDiff } from '../../../oms/association-diff';
import type { UserFacility } from '../../../oms/facilities';
import type { UserParty } from '../../../oms/user-details';
import { useOmsClient } from '../../../session/hooks';
import { facilityChanges, writeFacilities, writePicker } from '../../../setup/access-writes';
import { useUserPolicy } from '../use-user-policy';
import type { SelectSaveOutcome } from '../../../components/select-dialog';
import { useDetailsActions } from '../use-details';

export function useFulfillmentActions(party: UserParty) {
  const client = useOmsClient();
  const notify = useNotify();
  const { t } = useTranslation();
  const { refresh, patch } = useDetailsActions();
  const { partyId } = party;
  const policy = useUserPolicy(party);
  const { plan } = policy;

  /** On: ensure the WAREHOUSE_PICKER role; off: delete it. */
  const setPicker = useCallback(
    async (picker: boolean) => {
      const cleared = plan({ partyId }, [{ kind: 'picker' }]);
      if (!cleared) return;
      try {
        await writePicker(client, cleared, picker);
        patch('isWarehousePicker', () => picker);
        notify(t('User picker role updated successfully.'), 'success');
      } catch {
        notify(t('Failed to update user role.'), 'error');
        await refresh('isWarehousePicker');
      }
    },
    [client, partyId, plan, patch, refresh, notify, t],
  );

  /**
   * Ensures WAREHOUSE_PICKER before adding (abort on failure), then ends and adds associations.
   * When no association was changed the modal stays open with its selection.
   */
  const saveFacilities = useCallback(
    async (held: readonly UserFacility[], selection: ReadonlySet<string>): Promise<SelectSaveOutcome> => {
      const diff = planAssociationDiff(held, selection, (facility) => facility.facilityId);
      if (isEmptyAssociationPlan(diff)) return 'close';
      const cleared = plan({ partyId }, facilityChanges(diff));
      if (!cleared) return 'keepOpen';
      const result = await writeFacilities(client, cleared, diff);
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
    [client, partyId, plan, patch, refresh, notify, t],
  );

  return { policy, setPicker, saveFacilities };
}
