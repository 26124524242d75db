/**
 * What /user-details/{partyId} asks the OMS for, in its waves, as its atoms ask it (atoms.ts): for
 * the standalone page's first script, which sends these before the app's code has loaded
 * (src/oms/prefetch.ts). Wave 1: the party and what needs only the partyId, with the lookups the
 * cards name things with; wave 2, as soon as the party answers: what needs its login or creator;
 * then the fulfillment-admin check of the groups. Framework-free.
 */
import type { OmsClient } from '../../oms/client';
import { findPartyContacts } from '../../oms/contacts';
import { findUserFacilities } from '../../oms/facilities';
import { findPartyLogoPath } from '../../oms/images';
import { findLoginLockout, findUserLoginPartyId } from '../../oms/logins';
import { getRoles, getShopConfigs } from '../../oms/lookups';
import { hasPartyRole } from '../../oms/party-roles';
import { findUserFavourites } from '../../oms/preferences';
import { findUserSecurityGroups, getSecurityGroups, hasFulfillmentAdminPermission } from '../../oms/security-groups';
import { findUserProductStores } from '../../oms/stores';
import { findUserParty } from '../../oms/user-details';
import { isCreatedBySystem } from './display';

const ignore = (): void => undefined;

export async function prefetchUserDetails(client: OmsClient, partyId: string): Promise<void> {
  const party = findUserParty(client, partyId);
  for (const read of [
    findPartyContacts(client, partyId),
    findUserFacilities(client, partyId),
    findUserProductStores(client, partyId),
    hasPartyRole(client, partyId, 'WAREHOUSE_PICKER'),
    findPartyLogoPath(client, partyId),
    getSecurityGroups(client),
    getRoles(client),
    getShopConfigs(client),
  ]) {
    void read.catch(ignore);
  }
  const user = await party.catch(() => undefined);
  if (!user) return;
  const creator = user.createdByUserLogin ?? undefined;
  if (!isCreatedBySystem(creator)) void findUserLoginPartyId(client, creator ?? '').catch(ignore);
  const loginId = user.userLoginId;
  if (!loginId) return;
  void findUserFavourites(client, loginId).catch(ignore);
  if (user.enabled === 'N') void findLoginLockout(client, loginId).catch(ignore);
  const groups = await findUserSecurityGroups(client, loginId).catch(() => undefined);
  if (groups) {
    void hasFulfillmentAdminPermission(
      client,
      groups.map((group) => group.groupId),
    ).catch(ignore);
  }
}
