/**
 * A party's product store roles (ProductStoreAndRole) and the writes that add or end them.
 */
import type { OmsClient } from './client';
import { performFind } from './perform-find';
import { byFind, datedByTheOms, equal, settledWrite, stillCurrent, writeKey } from './settle';

export interface UserProductStore {
  partyId: string;
  productStoreId: string;
  storeName?: string;
  roleTypeId: string;
  fromDate: number;
}

/** The party's current store roles (filterByDate, viewSize 100). */
export async function findUserProductStores(client: OmsClient, partyId: string, signal?: AbortSignal): Promise<UserProductStore[]> {
  const { docs } = await performFind<UserProductStore>(
    client,
    {
      entityName: 'ProductStoreAndRole',
      conditions: [{ field: 'partyId', value: partyId }],
      fieldList: ['partyId', 'storeName', 'roleTypeId', 'productStoreId', 'fromDate'],
      filterByDate: true,
      viewSize: 100,
    },
    signal,
  );
  return docs;
}

/**
 * service/createProductStoreRole. fromDate is left out: the service sets it to the OMS's now (a
 * browser clock ahead would grant from a time the OMS has not reached). So a resend makes a second
 * row, which is ended at its own fromDate.
 */
/** The party's ended store roles (thruDate set), latest end first: what an offboarding ended. */
export async function findEndedProductStores(client: OmsClient, partyId: string, signal?: AbortSignal): Promise<Array<UserProductStore & { thruDate: number }>> {
  const { docs } = await performFind<UserProductStore & { thruDate: number }>(
    client,
    {
      entityName: 'ProductStoreAndRole',
      conditions: [{ field: 'partyId', value: partyId }, { field: 'thruDate', op: 'not-empty' }],
      fieldList: ['partyId', 'storeName', 'roleTypeId', 'productStoreId', 'fromDate', 'thruDate'],
      orderBy: 'thruDate DESC',
      viewSize: 100,
    },
    signal,
  );
  return docs;
}

export async function createProductStoreRole(client: OmsClient, request: { partyId: string; productStoreId: string; roleTypeId: string }): Promise<void> {
  const json = { partyId: request.partyId, productStoreId: request.productStoreId, roleTypeId: request.roleTypeId };
  await settledWrite(client, {
    key: writeKey('createProductStoreRole', json),
    send: async () => void (await client.post('service/createProductStoreRole', { json })),
    // Done when the party holds the store in that role now.
    ...datedByTheOms(client, 'ProductStoreRole', json, (fromDate) => client.post('service/updateProductStoreRole', { json: { ...json, fromDate, thruDate: fromDate } })),
  });
}

/** service/updateProductStoreRole; with thruDate it ends the role (keep the original fromDate). */
export async function updateProductStoreRole(
  client: OmsClient,
  request: { partyId: string; productStoreId: string; roleTypeId: string; fromDate: number; thruDate?: number },
): Promise<void> {
  const { partyId, productStoreId, roleTypeId, fromDate, thruDate } = request;
  const json = { partyId, productStoreId, roleTypeId, fromDate, thruDate };
  await settledWrite(client, {
    key: writeKey('updateProductStoreRole', json),
    send: () => client.post('service/updateProductStoreRole', { json }),
    // An end is done when that row (its own fromDate) is no longer current.
    recognise:
      thruDate === undefined
        ? undefined
        : byFind<{ fromDate?: number }, void>(client, { entityName: 'ProductStoreRole', conditions: equal({ partyId, productStoreId, roleTypeId }), filterByDate: true }, (docs) => stillCurrent(docs, fromDate)),
  });
}
