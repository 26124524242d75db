/**
 * The change policy's two session reads (src/session/policy.ts) as the user-details cards' tests
 * answer them: the viewer's groups (UserLoginSecurityGroup of the viewer's login) and the groups
 * that hold super-user power (SecurityGroupPermission, permissionId in WEBTOOLS_VIEW). By default
 * the viewer is `admin` in SUPER, and SUPER alone holds WEBTOOLS_VIEW.
 */
import type nock from 'nock';
import type { expectFind as ExpectFind } from '../oms-nock';
import { ADMIN_PROFILE } from '../render';

export interface PolicyFacts {
  /** The viewer's login (default: ADMIN_PROFILE's). */
  viewerLoginId?: string;
  /** The viewer's current groups (default: SUPER). */
  viewerGroups?: string[];
  /** The groups holding WEBTOOLS_VIEW (default: SUPER). */
  superPowerGroups?: string[];
}

/** A security admin who is not a super user, with the server permissions of one (no WEBTOOLS_VIEW). */
export const SECURITY_ADMIN_VIEWER = {
  permissions: ['USERS_APP_VIEW', 'SECURITY_CREATE', 'SECURITY_ADMIN', 'SECURITY_UPDATE', 'SECURITY_VIEW', 'STOREFULFILLMENT_ADMIN', 'COMMERCEUSER_VIEW'],
  policy: { viewerGroups: ['SECURITY_ADMIN'] },
} as const;

/** Expects the two reads once each (with the counting `expectFind` of the caller). */
export function expectPolicyReads(expectFind: typeof ExpectFind, scope: nock.Scope, facts: PolicyFacts = {}): void {
  const viewerLoginId = facts.viewerLoginId ?? ADMIN_PROFILE.userLoginId;
  const groups = (facts.viewerGroups ?? ['SUPER']).map((groupId) => ({ groupId, userLoginId: viewerLoginId, fromDate: 1 }));
  expectFind(scope, 'UserLoginSecurityGroup', groups, { userLoginId: viewerLoginId });
  const holding = (facts.superPowerGroups ?? ['SUPER']).map((groupId) => ({ groupId, permissionId: 'WEBTOOLS_VIEW', fromDate: 1 }));
  expectFind(scope, 'SecurityGroupPermission', holding, { permissionId_value: ['WEBTOOLS_VIEW'] });
}
