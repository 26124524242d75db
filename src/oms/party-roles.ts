/**
 * Party roles (PartyRole): the warehouse-picker check and the ensure/delete writes used before
 * store and facility associations and by the picker toggle.
 */
import type { OmsClient } from './client';
import { performFind } from './perform-find';
import { DONE, settledWrite, writeKey } from './settle';

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
  const json = { partyId: request.partyId, roleTypeId: request.roleTypeId };
  await settledWrite(client, {
    key: writeKey('ensurePartyRole', json),
    send: () => client.post('service/ensurePartyRole', { json }),
    recognise: async () => ((await hasPartyRole(client, json.partyId, json.roleTypeId)) ? DONE : null),
  });
}

/** service/deletePartyRole. */
export async function deletePartyRole(client: OmsClient, request: { partyId: string; roleTypeId: string }): Promise<void> {
  const json = { partyId: request.partyId, roleTypeId: request.roleTypeId };
  await settledWrite(client, {
    key: writeKey('deletePartyRole', json),
    send: () => client.post('service/deletePartyRole', { json }),
    recognise: async () => ((await hasPartyRole(client, json.partyId, json.roleTypeId)) ? null : DONE),
  });
}
