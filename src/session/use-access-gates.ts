/**
 * What the viewer may end or give back of a user's access (offboarding, restoring, bulk actions:
 * src/setup/offboard.ts, restore.ts, bulk.ts): the spec's gates per kind of change, evaluated by
 * src/catalog through useHasAction. Who may change whom (a super user, a restricted group, one's
 * own user) is the change policy's (src/policy), which those planners ask themselves.
 */
import { useCallback } from 'react';
import { isIntegrationUser } from '../party/party';
import type { OffboardGates } from '../setup/offboard';
import { useHasAction } from './hooks';

export function useAccessGates() {
  const canBlock = useHasAction('APP_UPDT_BLOCK_LOGIN');
  const canGroups = useHasAction('APP_SECURITY_GROUP_CREATE');
  const canStores = useHasAction('APP_UPDT_PRODUCT_STORE_CONFG');
  const canFacilities = useHasAction('APP_UPDT_FULFILLMENT_FACILITY');
  const canPicker = useHasAction('APP_UPDT_PICKER_CONFG');
  /** The gates for a user holding `groups` (INTEGRATION's facilities depend on them). */
  const gatesFor = useCallback(
    (groups: ReadonlyArray<{ groupId: string }>): OffboardGates => ({
      blockLogin: canBlock,
      groups: canGroups,
      productStores: canStores,
      facilities: canFacilities,
      integration: isIntegrationUser(groups),
      picker: canPicker,
    }),
    [canBlock, canGroups, canStores, canFacilities, canPicker],
  );
  return { gatesFor, canBlock, canGroups };
}
