/**
 * Party roles (PartyRole): the warehouse-picker check and the ensure/delete writes used before
 * store and facility associations and by the picker toggle.
 */
import type { OmsClient } from './client';
import { performFind } from './perform-find';

export async function hasPartyRole(client: OmsClient, partyId: string, roleTypeId: string, signal?: AbortSignal): Promise<boolean> {
  const { docs } = await performFind<{ partyId: string }>(
    client,
    {
      entityName: 'PartyRole',
      conditions: [
        { field: 'partyId', value: partyId },
        { field: 'roleTypeId', value: roleTypeId },
      ],
      fieldList: ['partyId', 'roleTypeId'],
      viewSize: 1,
    },
    signal,
  );
  return docs.length > 0;
}

/** service/ensurePartyRole: gives the party the role unless it has it already. */
export async function ensurePartyRole(client: OmsClient, request: { partyId: string; roleTypeId: string }): Promise<void> {
  await client.post('service/ensurePartyRole', { json: { partyId: request.partyId, roleTypeId: request.roleTypeId } });
}

/** service/deletePartyRole. */
export async function deletePartyRole(client: OmsClient, request: { partyId: string; roleTypeId: string }): Promise<void> {
  await client.post('service/deletePartyRole', { json: { partyId: request.partyId, roleTypeId: request.roleTypeId } });
}
