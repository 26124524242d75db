/**
 * What /user-details/{partyId} asks the OMS for, as its atoms ask it (atoms.ts): for the standalone
 * page's first script, which sends these before the app's code has loaded (src/oms/prefetch.ts).
 * First the party and its contacts, what the first paint draws the first cards from
 * (src/standalone/first-paint); the rest once `hold` settles (the first paint holds it until its
 * picture is decided): the reads that need only the partyId and the lookups the cards name things
 * with, what needs the party's login or creator, then the fulfillment-admin check of the groups.
 * Framework-free.
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
import { isCreatedBySystem } from '../../party/party';
import { PICKER_ROLE } from '../../setup/roles';

const ignore = (): void => undefined;

export interface UserDetailsAnswers {
  /** The party, or undefined when there is none. */
  party: Promise<UserParty | undefined>;
  contacts: Promise<PartyContacts>;
  /** Settles once every read has left (after the answers they wait on). */
  wavesLeft: Promise<void>;
}

/**
 * `hold`: the reads the first cards do not need leave once this settles. Held, they neither take
 * the main thread nor the OMS (nor, over HTTP/1.1, one of a browser's six connections to it) before
 * the party and its contacts are answered and painted; the app asks for them hundreds of ms later.
 */
export function prefetchUserDetails(client: OmsClient, partyId: string, hold: Promise<unknown> = Promise.resolve()): UserDetailsAnswers {
  const party = findUserParty(client, partyId);
  const contacts = findPartyContacts(client, partyId);
  party.catch(ignore);
  contacts.catch(ignore);
  const held = hold.catch(ignore);
  const restLeft = held.then(() => {
    for (const read of [
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
  });
  const secondWave = Promise.all([party.catch(() => undefined), held]).then(([user]) => (user ? sendSecondWave(client, user) : undefined));
  const wavesLeft = Promise.all([secondWave, restLeft]).then(async ([sent]) => {
    const groups = await sent?.groups.catch(() => undefined);
    const groupIds = groups?.map((group) => group.groupId);
    if (groupIds) void hasFulfillmentAdminPermission(client, groupIds).catch(ignore);
  });
  return { party, contacts, wavesLeft };
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
