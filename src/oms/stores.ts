/**
 * A party's product store roles (ProductStoreAndRole) and the writes that add or end them.
 */
import type { OmsClient } from './client';
import { performFind } from './perform-find';

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
  await client.post('service/createProductStoreRole', {
    json: { partyId: request.partyId, productStoreId: request.productStoreId, roleTypeId: request.roleTypeId, fromDate: request.fromDate },
  });
}

/** service/updateProductStoreRole; with thruDate it ends the role (keep the original fromDate). */
export async function updateProductStoreRole(
  client: OmsClient,
  request: { partyId: string; productStoreId: string; roleTypeId: string; fromDate: number; thruDate?: number },
): Promise<void> {
  await client.post('service/updateProductStoreRole', {
    json: {
      partyId: request.partyId,
      productStoreId: request.productStoreId,
      roleTypeId: request.roleTypeId,
      fromDate: request.fromDate,
      thruDate: request.thruDate,
    },
  });
}
