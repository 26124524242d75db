/**
 * How a user is named and described on screen, shared by the details screen and the user card.
 */
import { partyImageUrl } from '../../oms/images';
import { instanceWebRoot } from '../../oms/instance-url';
import type { UserParty } from '../../oms/user-details';

/** groupName, or 'firstName lastName'. */
export function displayName(party: Pick<UserParty, 'groupName' | 'firstName' | 'lastName'>): string {
  if (party.groupName) return party.groupName;
  return [party.firstName, party.lastName].filter(Boolean).join(' ');
}

/** The username offered for a new login: groupName, or firstName.lastName, in lower case. */
export function defaultUsername(party: Pick<UserParty, 'groupName' | 'firstName' | 'lastName'>): string {
  if (party.groupName) return party.groupName.toLowerCase();
  return [party.firstName, party.lastName].filter(Boolean).join('.').toLowerCase();
}

/** The creator is unknown or the system itself. */
export function isCreatedBySystem(createdByUserLogin: string | undefined): boolean {
  return !createdByUserLogin || createdByUserLogin === 'system';
}

export const isFacilityLogin = (party: Pick<UserParty, 'partyTypeId'>): boolean => party.partyTypeId === 'PARTY_GROUP';

/** A group's name, or its id when it has none or is unknown. */
export function groupLabel(groupId: string, names: ReadonlyMap<string, string | undefined>): string {
  return names.get(groupId) || groupId;
}

export function groupNameMap(groups: ReadonlyArray<{ groupId: string; groupName?: string }>): Map<string, string | undefined> {
  return new Map(groups.map((group) => [group.groupId, group.groupName]));
}

/** The picture's URL: the instance's web root (API base without `api/`) followed by objectInfo. */
export function profileImageUrl(instanceUrl: string, objectInfo: string | undefined): string | undefined {
  if (!objectInfo) return undefined;
  return partyImageUrl(instanceWebRoot(instanceUrl), objectInfo);
}
