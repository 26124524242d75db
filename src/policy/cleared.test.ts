import { assertCleared, clearPlan, PolicyError } from './cleared';
import type { Cleared } from './cleared';
import { POLICY_REASONS } from './policy';
import type { PolicyContext } from './policy';

const securityAdmin: PolicyContext = {
  viewer: { userLoginId: 'sam.secure', partyId: 'SAM', permissionIds: new Set(['SECURITY_ADMIN']), groupIds: new Set(['SECURITY_ADMIN']) },
  superPowerGroupIds: new Set(),
};
const admin = { partyId: 'ADMIN', groupIds: new Set(['SUPER']) };
const csr = { partyId: 'CSR1', groupIds: new Set(['CSR']) };

describe('a cleared plan', () => {
  it('is the plan itself, branded, when the policy allows every change', () => {
    const plan = { steps: ['addGroup'] };
    const cleared = clearPlan(securityAdmin, plan, [{ target: csr, change: { kind: 'addGroup', groupId: 'STORE_MANAGER' } }]);
    expect(cleared).toBe(plan);
    expect(() => assertCleared(cleared)).not.toThrow();
  });

  it('is refused, with the reason, when any change is not allowed', () => {
    const attempt = () => clearPlan(securityAdmin, {}, [{ target: csr, change: { kind: 'block' } }, { target: admin, change: { kind: 'password' } }]);
    expect(attempt).toThrow(PolicyError);
    expect(attempt).toThrow(POLICY_REASONS.superTarget);
  });

  it('stops a runner handed a plan the policy never saw', () => {
    const forged = { steps: [] } as unknown as Cleared<{ steps: string[] }>;
    expect(() => assertCleared(forged)).toThrow('A write path reached its runner without the change policy.');
  });
});
