import type { AccessHoldings, CopyRules } from './access-copy';
import { isEmptyCopy, planAccessCopy } from './access-copy';
import { POLICY_REASONS } from '../../../policy/policy';
import type { PolicyContext } from '../../../policy/policy';

/** A security admin (not a super user) and a super user, as the change policy sees them. */
const SECURITY_ADMIN: PolicyContext = {
  viewer: { userLoginId: 'sam.secure', partyId: 'SAM', permissionIds: new Set(['SECURITY_ADMIN', 'SECURITY_CREATE']), groupIds: new Set(['SECURITY_ADMIN']) },
  superPowerGroupIds: new Set(['SUPER']),
};
const SUPER_USER: PolicyContext = { ...SECURITY_ADMIN, viewer: { ...SECURITY_ADMIN.viewer, userLoginId: 'admin', partyId: 'ADMIN', permissionIds: new Set(['WEBTOOLS_VIEW']) } };

const group = (groupId: string) => ({ groupId, userLoginId: 'x', fromDate: 1 });
const store = (productStoreId: string) => ({ partyId: 'x', productStoreId, roleTypeId: 'APPLICATION_USER', fromDate: 1 });
const facility = (facilityId: string, roleTypeId = 'WAREHOUSE_PICKER') => ({ facilityId, partyId: 'x', roleTypeId, fromDate: 1 });

const ALL: CopyRules = { canGroups: true, canStores: true, canFacilities: true, facilityLogin: false, context: SECURITY_ADMIN, partyId: 'TARGET' };

const target: AccessHoldings = {
  groups: [group('CSR'), group('STORE_MANAGER')],
  stores: [store('STORE_US'), store('STORE_CA')],
  facilities: [facility('BROADWAY'), facility('BROOKLYN'), facility('BRONX', 'WAREHOUSE_MANAGER')],
};
const source: AccessHoldings = {
  groups: [group('STORE_MANAGER'), group('MERCHANDISE_MGR'), group('WAREHOUSE_MANAGER')],
  stores: [store('STORE_US'), store('STORE_MX')],
  facilities: [facility('BROADWAY'), facility('QUEENS'), facility('HARLEM', 'WAREHOUSE_MANAGER')],
};

const keys = (plan: { add: readonly string[]; end: readonly { key: string }[]; unchanged: readonly string[] }) => ({ add: plan.add, end: plan.end.map((row) => row.key), unchanged: plan.unchanged });

describe('planAccessCopy', () => {
  it('adds what the other user has, ends what they lack, keeps the rest; picker facilities only; restricted groups never given', () => {
    const copy = planAccessCopy(target, source, ALL);
    expect(keys(copy.groups.plan)).toEqual({ add: ['MERCHANDISE_MGR'], end: ['CSR'], unchanged: ['STORE_MANAGER'] });
    expect(copy.groups.refused).toEqual([{ key: 'WAREHOUSE_MANAGER', action: 'add', reason: POLICY_REASONS.restrictedGroup }]);
    expect(keys(copy.stores.plan)).toEqual({ add: ['STORE_MX'], end: ['STORE_CA'], unchanged: ['STORE_US'] });
    expect(keys(copy.facilities.plan)).toEqual({ add: ['QUEENS'], end: ['BROOKLYN'], unchanged: ['BROADWAY'] });
    // Ends carry the row as read (its fromDate and role go back to the OMS).
    expect(copy.stores.plan.end[0]?.row).toEqual(store('STORE_CA'));
    expect(isEmptyCopy(copy)).toBe(false);
  });

  it('a restricted group this user holds stays (the viewer could not give it back)', () => {
    const copy = planAccessCopy({ ...target, groups: [group('SECURITY_ADMIN'), group('CSR')] }, { ...source, groups: [group('CSR')] }, ALL);
    expect(keys(copy.groups.plan)).toEqual({ add: [], end: [], unchanged: ['CSR'] });
    expect(copy.groups.refused).toEqual([{ key: 'SECURITY_ADMIN', action: 'end', reason: POLICY_REASONS.restrictedGroup }]);
  });

  it("SUPER: given only by a super user; a super user's access is left alone by anyone else (the policy's reasons)", () => {
    expect(planAccessCopy(target, { ...source, groups: [group('SUPER')] }, ALL).groups.refused.filter((item) => item.action === 'add')).toEqual([
      { key: 'SUPER', action: 'add', reason: POLICY_REASONS.superPower },
    ]);
    expect(planAccessCopy(target, { ...source, groups: [group('SUPER')] }, { ...ALL, context: SUPER_USER }).groups.plan.add).toEqual(['SUPER']);
    const superTarget = planAccessCopy({ ...target, groups: [group('SUPER')] }, source, ALL);
    expect(isEmptyCopy(superTarget)).toBe(true);
    expect(superTarget.groups.refused.map((item) => [item.action, item.key, item.reason])).toEqual([
      ['add', 'STORE_MANAGER', POLICY_REASONS.superTargetGroups],
      ['add', 'MERCHANDISE_MGR', POLICY_REASONS.superTargetGroups],
      ['add', 'WAREHOUSE_MANAGER', POLICY_REASONS.superTargetGroups],
      ['end', 'SUPER', POLICY_REASONS.superTargetGroups],
    ]);
    expect(superTarget.stores.refused.map((item) => item.reason)).toEqual([POLICY_REASONS.superTarget, POLICY_REASONS.superTarget]);
    // A super user copies onto a super user.
    expect(isEmptyCopy(planAccessCopy({ ...target, groups: [group('SUPER')] }, source, { ...ALL, context: SUPER_USER }))).toBe(false);
  });

  it("the viewer's own user: nothing added (another admin does it); ending stays allowed", () => {
    const own = planAccessCopy(target, source, { ...ALL, partyId: 'SAM' });
    expect(own.groups.plan.add).toEqual([]);
    expect(own.groups.refused.filter((item) => item.action === 'add').map((item) => item.reason)).toEqual([POLICY_REASONS.ownAccess, POLICY_REASONS.ownAccess]);
    expect(keys(own.groups.plan).end).toEqual(['CSR']);
    expect(own.stores.plan.add).toEqual([]);
    expect(keys(own.stores.plan).end).toEqual(['STORE_CA']);
  });

  it.each([
    ['no APP_SECURITY_GROUP_CREATE', { ...ALL, canGroups: false }, target, 'groups', 'noPermission'],
    ['no login', ALL, { ...target, groups: null }, 'groups', 'noLogin'],
    ['no APP_UPDT_PRODUCT_STORE_CONFG', { ...ALL, canStores: false }, target, 'stores', 'noPermission'],
    ['no APP_UPDT_FULFILLMENT_FACILITY', { ...ALL, canFacilities: false }, target, 'facilities', 'noPermission'],
    ['a facility login', { ...ALL, facilityLogin: true }, target, 'facilities', 'facilityLogin'],
    ['an integration user', ALL, { ...target, groups: [group('INTEGRATION')] }, 'facilities', 'integration'],
  ] as const)('%s: that kind is left as it is and sends nothing', (_name, rules, held, kind, reason) => {
    const copy = planAccessCopy(held, source, rules);
    expect(copy[kind].skipped).toBe(reason);
    expect(copy[kind].plan).toEqual({ add: [], end: [], unchanged: [] });
  });

  it("the other user without a login: their (no) groups are copied, so this user's go", () => {
    expect(keys(planAccessCopy(target, { ...source, groups: null }, ALL).groups.plan)).toEqual({ add: [], end: ['CSR', 'STORE_MANAGER'], unchanged: [] });
  });

  it('once applied (the reads now equal), nothing is planned again', () => {
    const after: AccessHoldings = {
      groups: [group('STORE_MANAGER'), group('MERCHANDISE_MGR')],
      stores: [store('STORE_US'), store('STORE_MX')],
      facilities: [facility('BROADWAY'), facility('QUEENS'), facility('BRONX', 'WAREHOUSE_MANAGER')],
    };
    expect(isEmptyCopy(planAccessCopy(after, source, ALL))).toBe(true);
  });

  it('a partial apply: comparing again plans only what is left', () => {
    const half: AccessHoldings = { ...target, groups: [group('STORE_MANAGER'), group('MERCHANDISE_MGR')] };
    const copy = planAccessCopy(half, source, ALL);
    expect(keys(copy.groups.plan)).toEqual({ add: [], end: [], unchanged: ['STORE_MANAGER', 'MERCHANDISE_MGR'] });
    expect(keys(copy.stores.plan).add).toEqual(['STORE_MX']);
  });
});
