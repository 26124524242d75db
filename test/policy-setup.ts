/**
 * The change policy's facts as the tests of src/setup's planners and runners give them: a security
 * admin who is not a super user (sam.secure, as in the seed) and a super user, and a plan cleared
 * the way a path clears it (src/policy/cleared.ts).
 */
import type nock from 'nock';
import { clearPlan } from '../src/policy/cleared';
import { expectFind, omsScope } from './oms-nock';
import type { Cleared } from '../src/policy/cleared';
import type { PolicyContext, PolicyTarget } from '../src/policy/policy';

const SECURITY_ADMIN_PERMISSIONS = ['SECURITY_ADMIN', 'SECURITY_CREATE', 'SECURITY_VIEW', 'USERS_APP_VIEW'];

/** sam.secure: SECURITY_ADMIN, not a super user. */
export const SECURITY_ADMIN_VIEWER: PolicyContext = {
  viewer: { userLoginId: 'sam.secure', partyId: 'SAM', permissionIds: new Set(SECURITY_ADMIN_PERMISSIONS), groupIds: new Set(['SECURITY_ADMIN']) },
  superPowerGroupIds: new Set(['COMMERCE_ADMIN']),
};

/** A member of SUPER (holds WEBTOOLS_VIEW). */
export const SUPER_VIEWER: PolicyContext = {
  viewer: { userLoginId: 'admin', partyId: 'ADMIN', permissionIds: new Set([...SECURITY_ADMIN_PERMISSIONS, 'WEBTOOLS_VIEW']), groupIds: new Set(['SUPER']) },
  superPowerGroupIds: new Set(['COMMERCE_ADMIN']),
};

export const target = (partyId: string | undefined, groupIds: readonly string[] = []): PolicyTarget => ({ ...(partyId ? { partyId } : {}), groupIds: new Set(groupIds) });

/** A plan cleared by a super user with no change to decide: what a runner's own tests hand it. */
export function clearedForTest<P extends object>(plan: P): Cleared<P> {
  return clearPlan(SUPER_VIEWER, plan, []);
}

/** A plan cast to Cleared without the policy: a runner must refuse it before anything is sent. */
export function forged<P extends object>(plan: P): Cleared<P> {
  return plan as Cleared<P>;
}

/**
 * The change policy's two reads of the viewer's facts (src/session/policy.ts), answered once: the
 * viewer's groups and the groups holding WEBTOOLS_VIEW. The default viewer is render.tsx's admin, in SUPER.
 */
export function expectPolicyFacts(scope: nock.Scope, facts: { viewerLogin?: string; viewerGroups?: string[]; superPowerGroups?: string[] } = {}): nock.Scope {
  const viewerLogin = facts.viewerLogin ?? 'admin';
  expectFind(scope, 'UserLoginSecurityGroup', (facts.viewerGroups ?? ['SUPER']).map((groupId) => ({ userLoginId: viewerLogin, groupId })), { userLoginId: viewerLogin });
  return expectFind(scope, 'SecurityGroupPermission', (facts.superPowerGroups ?? []).map((groupId) => ({ groupId, permissionId: 'WEBTOOLS_VIEW' })));
}

/** A plan's fresh read of its target (src/setup/policy-target.ts): the party's logins, then each one's groups. */
export function expectPolicyTarget(scope: nock.Scope, partyId: string, groupsByLogin: Record<string, string[]> = {}): nock.Scope {
  expectFind(scope, 'UserLogin', Object.keys(groupsByLogin).map((userLoginId) => ({ userLoginId, enabled: 'Y' })), { partyId });
  for (const [userLoginId, groupIds] of Object.entries(groupsByLogin)) expectFind(scope, 'UserLoginSecurityGroup', groupIds.map((groupId) => ({ userLoginId, groupId })), { userLoginId });
  return scope;
}

/**
 * The change policy's facts answered for the whole test (a persisted scope): screens read them
 * again each time a plan is made to run. The viewer's super-ness is their permissions' (mockLogin).
 */
export function persistPolicyFacts(facts: { viewerLogin?: string; viewerGroups?: string[]; superPowerGroups?: string[] } = {}): nock.Scope {
  return expectPolicyFacts(omsScope().persist(), facts);
}
