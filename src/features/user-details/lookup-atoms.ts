/**
 * Reference lookups the cards and modals need (cached by the OMS client for 3600 s): security
 * groups, roles, product stores, facilities and shop configs. Each is read when a component first
 * uses it; its retry counter reads it again after a failure.
 */
import { atom } from 'jotai';
import type { Atom, PrimitiveAtom } from 'jotai';
import { loadableAtom } from '../../lib/loadable';
import type { Loadable } from '../../lib/loadable';
import type { OmsClient } from '../../oms/client';
import { getFacilities, getProductStores, getRoles, getShopConfigs } from '../../oms/lookups';
import type { Facility, ProductStore, RoleType, ShopConfig } from '../../oms/lookups';
import { getSecurityGroups } from '../../oms/security-groups';
import type { SecurityGroup } from '../../oms/security-groups';
import { omsClientAtom } from '../../session/atoms';

export interface Lookup<T> {
  value: Atom<Loadable<T[]>>;
  retry: PrimitiveAtom<number>;
}

function lookup<T>(read: (client: OmsClient) => Promise<T[]>): Lookup<T> {
  const retry = atom(0);
  const value = loadableAtom(
    atom(async (get): Promise<T[]> => {
      get(retry);
      const client = get(omsClientAtom);
      return client ? read(client) : [];
    }),
  );
  return { value, retry };
}

export const securityGroupsLookup: Lookup<SecurityGroup> = lookup(getSecurityGroups);
export const rolesLookup: Lookup<RoleType> = lookup(getRoles);
export const productStoresLookup: Lookup<ProductStore> = lookup(getProductStores);
export const facilitiesLookup: Lookup<Facility> = lookup(getFacilities);
export const shopConfigsLookup: Lookup<ShopConfig> = lookup(getShopConfigs);
