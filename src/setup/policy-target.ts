/**
 * The change policy's target read fresh (src/policy): the user and every current group of all
 * their logins, each login's groups read whole (src/oms/security-groups.ts), as a plan is made to run.
 */
import type { OmsClient } from '../oms/client';
import { findPartyLogins } from '../oms/logins';
import { findUserSecurityGroups } from '../oms/security-groups';
import type { PolicyTarget } from '../policy/policy';

/** A user's groups by their logins' current memberships, as the policy takes them. */
export function targetOf(partyId: string | undefined, groups: Iterable<{ groupId: string }>): PolicyTarget {
  const groupIds = new Set<string>();
  for (const group of groups) groupIds.add(group.groupId);
  return partyId ? { partyId, groupIds } : { groupIds };
}

export async function readPolicyTarget(client: OmsClient, partyId: string, signal?: AbortSignal): Promise<PolicyTarget> {
  const logins = await findPartyLogins(client, partyId, signal);
  const groups = await Promise.all(logins.map((login) => findUserSecurityGroups(client, login.userLoginId, signal)));
  return targetOf(partyId, groups.flat());
}
