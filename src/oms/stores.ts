/**
 * A party's product store roles (ProductStoreAndRole) and the writes that add or end them.
 */
import type { OmsClient } from './client';
import { performFind } from './perform-find';
import { byFind, equal, notEnded, settledWrite, stillCurrent, writeKey } from './settle';

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

/** service/createProductStoreRole from fromDate (epoch ms; 'now' when adding from the screen). */
export async function createProductStoreRole(
  client: OmsClient,
  request: { partyId: string; productStoreId: string; roleTypeId: string; fromDate: number },
): Promise<void> {
  const { partyId, productStoreId, roleTypeId } = request;
  await settledWrite(client, {
    key: writeKey('createProductStoreRole', { partyId, productStoreId, roleTypeId }),
    send: () => client.post('service/createProductStoreRole', { json: { partyId, productStoreId, roleTypeId, fromDate: request.fromDate } }),
    // Done when the party holds the store in that role, now or from a fromDate ahead of the OMS's clock (a second row would be a duplicate).
    recognise: byFind(client, { entityName: 'ProductStoreRole', conditions: equal({ partyId, productStoreId, roleTypeId }), fieldList: ['fromDate', 'thruDate'] }, notEnded),
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
