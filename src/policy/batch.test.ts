import { decideInBatch, offboardingChanges, OWN_USER_LEFT_OUT } from './batch';
import { POLICY_REASONS } from './policy';
import type { PolicyContext } from './policy';

const viewer = (permissionIds: string[]): PolicyContext => ({
  viewer: { userLoginId: 'sam.secure', partyId: 'SAM', permissionIds: new Set(permissionIds), groupIds: new Set(['SECURITY_ADMIN']) },
  superPowerGroupIds: new Set(['POWER']),
});
const securityAdmin = viewer(['SECURITY_ADMIN']);
const superUser = viewer(['SECURITY_ADMIN', 'WEBTOOLS_VIEW']);

describe('a batch that takes access away', () => {
  it.each([
    ['a security admin', securityAdmin, { partyId: 'CSR1', groupIds: new Set(['CSR']) }, true, undefined],
    ['a security admin', securityAdmin, { partyId: 'ADMIN', groupIds: new Set(['SUPER']) }, false, POLICY_REASONS.superTarget],
    ['a security admin', securityAdmin, { partyId: 'P', groupIds: new Set(['POWER']) }, false, POLICY_REASONS.superTarget],
    ['a security admin', securityAdmin, { partyId: 'SAM', groupIds: new Set(['SECURITY_ADMIN']) }, false, OWN_USER_LEFT_OUT],
    ['a super user', superUser, { partyId: 'ADMIN', groupIds: new Set(['SUPER']) }, true, undefined],
    ['a super user', superUser, { partyId: 'SAM', groupIds: new Set(['SECURITY_ADMIN']) }, false, OWN_USER_LEFT_OUT],
  ])('%s, target %o: allowed %s', (_who, context, target, allowed, reason) => {
    const decision = decideInBatch(context, target, offboardingChanges(target.groupIds));
    expect(decision).toEqual(allowed ? { allowed: true } : { allowed: false, reason });
  });

  it('an offboarding blocks, ends the sessions and every group', () => {
    expect(offboardingChanges(['A', 'B'])).toEqual([{ kind: 'block' }, { kind: 'forceLogout' }, { kind: 'removeGroup', groupId: 'A' }, { kind: 'removeGroup', groupId: 'B' }]);
  });
});
