/**
 * What /user-details/{partyId} asks the OMS for, as its atoms ask it (atoms.ts): for the data
 * before code of src/app/landing-reads.ts, which sends these before the app's code has run
 * (src/oms/prefetch.ts). The party and its contacts, the reads that need only the partyId and the
 * lookups the cards name things with, at once; what needs the party's login or creator once the
 * party is in, then the fulfillment-admin check of the groups. Framework-free.
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
import type { UserParty } from '../../oms/user-details';
import { isCreatedBySystem } from '../../party/party';
import { PICKER_ROLE } from '../../setup/roles';

const ignore = (): void => undefined;

/** Sends the screen's reads in their waves; settles once every one has left. */
export function prefetchUserDetails(client: OmsClient, partyId: string): Promise<void> {
  const party = findUserParty(client, partyId);
  for (const read of [
    party,
    findPartyContacts(client, partyId),
    findUserFacilities(client, partyId),
    findUserProductStores(client, partyId),
    hasPartyRole(client, partyId, PICKER_ROLE),
    findPartyLogoPath(client, partyId),
    getSecurityGroups(client),
    getRoles(client),
    getShopConfigs(client),
  ]) {
    void read.catch(ignore);
  }
  return party.then(
    async (user) => {
      const groups = await (user ? sendSecondWave(client, user)?.groups.catch(() => undefined) : undefined);
      const groupIds = groups?.map((group) => group.groupId);
      if (groupIds) void hasFulfillmentAdminPermission(client, groupIds).catch(ignore);
    },
    ignore,
  );
}

/** What needs the party's creator or login; the login's groups, for the check that needs them. */
function sendSecondWave(client: OmsClient, user: UserParty): { groups: ReturnType<typeof findUserSecurityGroups> } | undefined {
  const creator = user.createdByUserLogin ?? undefined;
  if (!isCreatedBySystem(creator)) void findUserLoginPartyId(client, creator ?? '').catch(ignore);
  const loginId = user.userLoginId;
  if (!loginId) return undefined;
  void findUserFavourites(client, loginId).catch(ignore);
  if (user.enabled === 'N') void findLoginLockout(client, loginId).catch(ignore);
  const groups = findUserSecurityGroups(client, loginId);
  groups.catch(ignore);
  // In an object: a promise returned from `then` would be waited for.
  return { groups };
}
