/**
 * How a user's groups and picture are shown, shared by the details screen and the user card (how a
 * user is named: src/party).
 */
import { partyImageUrl } from '../../oms/images';
import { instanceWebRoot } from '../../oms/instance-url';

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
