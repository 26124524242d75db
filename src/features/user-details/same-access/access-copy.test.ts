import type { AccessHoldings, CopyRules } from './access-copy';
import { isEmptyCopy, planAccessCopy } from './access-copy';

const group = (groupId: string) => ({ groupId, userLoginId: 'x', fromDate: 1 });
const store = (productStoreId: string) => ({ partyId: 'x', productStoreId, roleTypeId: 'APPLICATION_USER', fromDate: 1 });
const facility = (facilityId: string, roleTypeId = 'WAREHOUSE_PICKER') => ({ facilityId, partyId: 'x', roleTypeId, fromDate: 1 });

const ALL: CopyRules = { canGroups: true, canStores: true, canFacilities: true, viewerIsSuperUser: false, facilityLogin: false };

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
    expect(copy.groups.notCopied).toEqual(['WAREHOUSE_MANAGER']);
    expect(keys(copy.stores.plan)).toEqual({ add: ['STORE_MX'], end: ['STORE_CA'], unchanged: ['STORE_US'] });
    expect(keys(copy.facilities.plan)).toEqual({ add: ['QUEENS'], end: ['BROOKLYN'], unchanged: ['BROADWAY'] });
    // Ends carry the row as read (its fromDate and role go back to the OMS).
    expect(copy.stores.plan.end[0]?.row).toEqual(store('STORE_CA'));
    expect(isEmptyCopy(copy)).toBe(false);
  });

  it('a restricted group this user holds stays (the viewer could not give it back)', () => {
    const copy = planAccessCopy({ ...target, groups: [group('SECURITY_ADMIN'), group('CSR')] }, { ...source, groups: [group('CSR')] }, ALL);
    expect(keys(copy.groups.plan)).toEqual({ add: [], end: [], unchanged: ['SECURITY_ADMIN', 'CSR'] });
  });

  it("SUPER: given only by a super user; a SUPER user's groups are left alone by anyone else", () => {
    expect(planAccessCopy(target, { ...source, groups: [group('SUPER')] }, ALL).groups.notCopied).toEqual(['SUPER']);
    expect(planAccessCopy(target, { ...source, groups: [group('SUPER')] }, { ...ALL, viewerIsSuperUser: true }).groups.plan.add).toEqual(['SUPER']);
    expect(planAccessCopy({ ...target, groups: [group('SUPER')] }, source, ALL).groups.skipped).toBe('superLocked');
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
