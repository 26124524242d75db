/**
 * The change policy as a table: viewer x target x change -> allowed, or the reason.
 */
import { decide, decideGroup, offeredGroups, POLICY_REASONS } from './policy';
import type { GroupChange, PolicyContext, PolicyTarget, UserChange } from './policy';

const SECURITY_ADMIN = new Set(['SECURITY_ADMIN', 'SECURITY_CREATE', 'SECURITY_VIEW', 'USERS_APP_VIEW']);
const SUPER = new Set([...SECURITY_ADMIN, 'WEBTOOLS_VIEW']);

const context = (permissionIds: ReadonlySet<string>, groupIds: string[]): PolicyContext => ({
  viewer: { userLoginId: 'sam.secure', partyId: 'SAM', permissionIds, groupIds: new Set(groupIds) },
  // COMMERCE_ADMIN holds WEBTOOLS_VIEW: its members are super users too.
  superPowerGroupIds: new Set(['COMMERCE_ADMIN']),
});
const securityAdmin = context(SECURITY_ADMIN, ['SECURITY_ADMIN']);
const superUser = context(SUPER, ['SUPER']);

const users = {
  admin: { partyId: 'ADMIN', groupIds: new Set(['SUPER']) },
  poweredAdmin: { partyId: 'POWERED', groupIds: new Set(['COMMERCE_ADMIN']) },
  csr: { partyId: 'CSR1', groupIds: new Set(['CSR']) },
  warehouse: { partyId: 'WH1', groupIds: new Set(['WAREHOUSE_MANAGER']) },
  own: { partyId: 'SAM', groupIds: new Set(['SECURITY_ADMIN']) },
  newUser: { groupIds: new Set<string>() },
} satisfies Record<string, PolicyTarget>;

type Row = [string, PolicyContext, keyof typeof users, UserChange, string | true];
const R = POLICY_REASONS;
const rows: Row[] = [
  // Rule 1: only a super user changes a super user, on every change but the reset email.
  ['security admin', securityAdmin, 'admin', { kind: 'password' }, R.superTarget],
  ['security admin', securityAdmin, 'admin', { kind: 'block' }, R.superTarget],
  ['security admin', securityAdmin, 'admin', { kind: 'forceLogout' }, R.superTarget],
  ['security admin', securityAdmin, 'admin', { kind: 'disable' }, R.superTarget],
  ['security admin', securityAdmin, 'admin', { kind: 'contact' }, R.superTarget],
  ['security admin', securityAdmin, 'admin', { kind: 'addStore' }, R.superTarget],
  ['security admin', securityAdmin, 'admin', { kind: 'addGroup', groupId: 'CSR' }, R.superTargetGroups],
  ['security admin', securityAdmin, 'admin', { kind: 'removeGroup', groupId: 'SUPER' }, R.superTargetGroups],
  ['security admin', securityAdmin, 'admin', { kind: 'restoreGroup', groupId: 'CSR' }, R.superTargetGroups],
  ['security admin', securityAdmin, 'poweredAdmin', { kind: 'password' }, R.superTarget],
  ['security admin', securityAdmin, 'admin', { kind: 'resetEmail' }, true],
  ['super user', superUser, 'admin', { kind: 'password' }, true],
  ['super user', superUser, 'admin', { kind: 'removeGroup', groupId: 'SUPER' }, true],
  ['super user', superUser, 'poweredAdmin', { kind: 'block' }, true],
  // Rule 2: only a super user hands out super-user power.
  ['security admin', securityAdmin, 'csr', { kind: 'addGroup', groupId: 'SUPER' }, R.superPower],
  ['security admin', securityAdmin, 'csr', { kind: 'addGroup', groupId: 'COMMERCE_ADMIN' }, R.superPower],
  ['security admin', securityAdmin, 'csr', { kind: 'restoreGroup', groupId: 'COMMERCE_ADMIN' }, R.superPower],
  ['super user', superUser, 'csr', { kind: 'addGroup', groupId: 'SUPER' }, true],
  ['super user', superUser, 'csr', { kind: 'addGroup', groupId: 'COMMERCE_ADMIN' }, true],
  // Rule 3: no one raises their own access; ending it is allowed.
  ['security admin', securityAdmin, 'own', { kind: 'addGroup', groupId: 'CSR' }, R.ownAccess],
  ['security admin', securityAdmin, 'own', { kind: 'addStore' }, R.ownAccess],
  ['security admin', securityAdmin, 'own', { kind: 'addFacility' }, R.ownAccess],
  ['security admin', securityAdmin, 'own', { kind: 'restoreGroup', groupId: 'CSR' }, R.ownAccess],
  ['security admin', securityAdmin, 'own', { kind: 'removeGroup', groupId: 'SECURITY_ADMIN' }, true],
  ['security admin', securityAdmin, 'own', { kind: 'removeStore' }, true],
  ['security admin', securityAdmin, 'own', { kind: 'block' }, true],
  ['security admin', securityAdmin, 'own', { kind: 'password' }, true],
  ['super user', superUser, 'own', { kind: 'addGroup', groupId: 'CSR' }, true],
  // Rule 4: a restricted group is never handed to someone who did not hold it.
  ['security admin', securityAdmin, 'csr', { kind: 'addGroup', groupId: 'WAREHOUSE_MANAGER' }, R.restrictedGroup],
  ['security admin', securityAdmin, 'newUser', { kind: 'addGroup', groupId: 'SECURITY_ADMIN' }, R.restrictedGroup],
  ['super user', superUser, 'csr', { kind: 'addGroup', groupId: 'COMMERCEUSER' }, R.restrictedGroup],
  ['security admin', securityAdmin, 'warehouse', { kind: 'addGroup', groupId: 'WAREHOUSE_MANAGER' }, true],
  ['security admin', securityAdmin, 'csr', { kind: 'restoreGroup', groupId: 'STORE_ASSOCIATE' }, true],
  ['super user', superUser, 'csr', { kind: 'restoreGroup', groupId: 'STORE_ASSOCIATE' }, true],
  // The rest is allowed.
  ['security admin', securityAdmin, 'csr', { kind: 'addGroup', groupId: 'STORE_MANAGER' }, true],
  ['security admin', securityAdmin, 'csr', { kind: 'password' }, true],
  ['security admin', securityAdmin, 'newUser', { kind: 'createLogin' }, true],
];

describe('the change policy: viewer x target x change', () => {
  it.each(rows)('%s, %s: %j -> %s', (_viewer, viewerContext, target, change, expected) => {
    const decision = decide(viewerContext, users[target], change);
    expect(decision.allowed ? true : decision.reason).toBe(expected);
  });

  it.each<[string, PolicyContext, GroupChange, string | true]>([
    ['security admin', securityAdmin, { kind: 'grantPermission', groupId: 'CSR', permissionId: 'WEBTOOLS_VIEW' }, R.superPower],
    ['security admin', securityAdmin, { kind: 'revokePermission', groupId: 'COMMERCE_ADMIN', permissionId: 'WEBTOOLS_VIEW' }, R.superPower],
    ['security admin', securityAdmin, { kind: 'grantPermission', groupId: 'SUPER', permissionId: 'ORDERMGR_VIEW' }, R.superPower],
    ['security admin', securityAdmin, { kind: 'grantPermission', groupId: 'SECURITY_ADMIN', permissionId: 'ORDERMGR_VIEW' }, R.ownAccess],
    ['security admin', securityAdmin, { kind: 'revokePermission', groupId: 'SECURITY_ADMIN', permissionId: 'ORDERMGR_VIEW' }, true],
    ['security admin', securityAdmin, { kind: 'grantPermission', groupId: 'CSR', permissionId: 'ORDERMGR_VIEW' }, true],
    ['super user', superUser, { kind: 'grantPermission', groupId: 'CSR', permissionId: 'WEBTOOLS_VIEW' }, true],
    ['super user', superUser, { kind: 'grantPermission', groupId: 'SUPER', permissionId: 'ORDERMGR_VIEW' }, true],
  ])('%s, a group: %j -> %s', (_viewer, viewerContext, change, expected) => {
    const decision = decideGroup(viewerContext, change);
    expect(decision.allowed ? true : decision.reason).toBe(expected);
  });

  it('offers a list only the groups it would allow, and those the user holds', () => {
    const groups = ['CSR', 'SUPER', 'COMMERCE_ADMIN', 'WAREHOUSE_MANAGER', 'STORE_MANAGER'].map((groupId) => ({ groupId }));
    expect(offeredGroups(securityAdmin, users.warehouse, groups).map((group) => group.groupId)).toEqual(['CSR', 'WAREHOUSE_MANAGER', 'STORE_MANAGER']);
    expect(offeredGroups(securityAdmin, undefined, groups).map((group) => group.groupId)).toEqual(['CSR', 'STORE_MANAGER']);
    expect(offeredGroups(superUser, undefined, groups).map((group) => group.groupId)).toEqual(['CSR', 'SUPER', 'COMMERCE_ADMIN', 'STORE_MANAGER']);
    expect(offeredGroups(securityAdmin, users.own, groups).map((group) => group.groupId)).toEqual([]);
  });
});
