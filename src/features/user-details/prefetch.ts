/**
 * What /user-details/{partyId} asks the OMS for, in its waves, as its atoms ask it (atoms.ts): for
 * the standalone page's first script, which sends these before the app's code has loaded
 * (src/oms/prefetch.ts). Wave 1: the party and what needs only the partyId, with the lookups the
 * cards name things with; wave 2, as soon as the party answers: what needs its login or creator;
 * then the fulfillment-admin check of the groups. The party and its contacts are handed back too:
 * the first paint draws the first cards from them (src/standalone/first-paint). Framework-free.
 */
import type { OmsClient } from '../../oms/client';
import { findPartyContacts } from '../../oms/contacts';
import type { PartyContacts } from '../../oms/contacts';
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
import { isCreatedBySystem } from './display';

const ignore = (): void => undefined;

export interface UserDetailsAnswers {
  /** The party, or undefined when there is none. */
  party: Promise<UserParty | undefined>;
  contacts: Promise<PartyContacts>;
  /** Settles once the second wave (what needs the party's login or creator) has left. */
  secondWaveLeft: Promise<void>;
  /** Settles once every wave has left (after the answers they wait on). */
  wavesLeft: Promise<void>;
}

/**
 * `holdLastWave`: the fulfillment-admin check (it needs the groups' answer) leaves once this
 * settles too. The first paint holds it until the picture is decided: nothing on the picture
 * needs it, and the app asks for it hundreds of ms later.
 */
export function prefetchUserDetails(client: OmsClient, partyId: string, holdLastWave: Promise<unknown> = Promise.resolve()): UserDetailsAnswers {
  const party = findUserParty(client, partyId);
  const contacts = findPartyContacts(client, partyId);
  for (const read of [
    party,
    contacts,
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
  const secondWave = party.catch(() => undefined).then((user) => (user ? sendSecondWave(client, user) : undefined));
  const wavesLeft = secondWave.then(async (sent) => {
    const [groups] = await Promise.all([sent?.groups.catch(() => undefined), holdLastWave.catch(ignore)]);
    const groupIds = groups?.map((group) => group.groupId);
    if (groupIds) void hasFulfillmentAdminPermission(client, groupIds).catch(ignore);
  });
  return { party, contacts, secondWaveLeft: secondWave.then(ignore), wavesLeft };
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
