/**
 * Reference lookups the whole app shares. Each is cached for the spec's 3600 s; the writes that
 * change them invalidate their tag (creating a role type is ./role-types, kept out of the login's
 * code with ./settle).
 */
import type { OmsClient } from './client';
import { performFind, performFindAll, performFindGet } from './perform-find';

export interface RoleType {
  roleTypeId: string;
  parentTypeId?: string;
  description?: string;
}

export function getRoles(client: OmsClient): Promise<RoleType[]> {
  return client.cache.get('roles', 'application-user', async () => {
    const { docs } = await performFind<RoleType>(client, {
      entityName: 'RoleType',
      conditions: [
        { field: 'parentTypeId', value: 'APPLICATION_USER', group: '1' },
        { field: 'roleTypeId', value: 'APPLICATION_USER', group: '2' },
      ],
      fieldList: ['roleTypeId', 'parentTypeId', 'description'],
      viewSize: 100,
    });
    return docs;
  });
}

export interface ProductStore {
  productStoreId: string;
  storeName?: string;
}

export function getProductStores(client: OmsClient): Promise<ProductStore[]> {
  return client.cache.get('productStores', 'all', async () => {
    const { docs } = await performFind<ProductStore>(client, {
      entityName: 'ProductStore',
      fieldList: ['productStoreId', 'storeName'],
      noConditionFind: true,
      viewSize: 100,
    });
    return docs;
  });
}

export interface Facility {
  facilityId: string;
  facilityName?: string;
}

/** Every facility except virtual ones, read in pages of 100 until a short page. */
export function getFacilities(client: OmsClient): Promise<Facility[]> {
  return client.cache.get('facilities', 'all', () =>
    performFindAll<Facility>(
      client,
      {
        entityName: 'FacilityAndType',
        conditions: [
          { field: 'facilityTypeId', value: 'VIRTUAL_FACILITY', op: 'notEqual' },
          { field: 'parentTypeId', value: 'VIRTUAL_FACILITY', op: 'notEqual' },
        ],
        fieldList: ['facilityId', 'facilityName'],
        orderBy: 'facilityId',
      },
      100,
    ),
  );
}

/** The partyId of the organization (the party with role INTERNAL_ORGANIZATIO). */
export async function getOrganizationPartyId(client: OmsClient): Promise<string | undefined> {
  const { docs } = await performFind<{ partyId: string }>(client, {
    entityName: 'PartyRole',
    conditions: [{ field: 'roleTypeId', value: 'INTERNAL_ORGANIZATIO' }],
    fieldList: ['partyId'],
    viewSize: 1,
  });
  return docs[0]?.partyId;
}

export interface ShopConfig {
  shopifyConfigId: string;
  name?: string;
  shopId: string;
  productStoreId?: string;
}

export function getShopConfigs(client: OmsClient): Promise<ShopConfig[]> {
  return client.cache.get('shopConfigs', 'all', async () => {
    const { docs } = await performFindGet<ShopConfig>(client, {
      entityName: 'ShopifyShopAndConfig',
      fieldList: ['shopifyConfigId', 'name', 'shopId', 'productStoreId'],
      noConditionFind: true,
      viewSize: 250,
    });
    return docs;
  });
}
