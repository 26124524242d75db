import type { BulkOffboardReads } from '../oms/bulk-reads';
import type { UserSecurityGroup } from '../oms/security-groups';
import { describeBulkLine, NOTHING_TO_END, planBulkOffboarding } from './bulk-offboard';
import { POLICY_REASONS } from '../policy/policy';
import { SECURITY_ADMIN_VIEWER, SUPER_VIEWER } from '../../test/policy-setup';
import { KEPT_REASONS } from './offboard';
import type { OffboardGates } from './offboard';
import { PICKER_ROLE } from './roles';

const ALL: OffboardGates = { blockLogin: true, groups: true, productStores: true, facilities: true, integration: false, picker: true };
const gatesFor = (gates: Partial<OffboardGates> = {}) => (): OffboardGates => ({ ...ALL, ...gates });
const USERS = [
  { partyId: 'P1', name: 'Ana', partyDisabled: false },
  { partyId: 'P2', name: 'Bo', partyDisabled: false },
  { partyId: 'P3', name: 'Cy', partyDisabled: false },
  { partyId: 'P4', name: 'Di', partyDisabled: false },
];
const LOGINS = [
  { partyId: 'P1', userLoginId: 'ana', enabled: 'Y', hasLoggedOut: 'N' },
  { partyId: 'P2', userLoginId: 'bo', enabled: 'N', hasLoggedOut: 'Y' },
  { partyId: 'P4', userLoginId: 'di', enabled: 'Y', hasLoggedOut: 'Y' },
];
const GROUPS: UserSecurityGroup[] = [
  { userLoginId: 'ana', groupId: 'CSR', fromDate: 1 },
  { userLoginId: 'ana', groupId: 'STORE_MANAGER', fromDate: 1 },
  { userLoginId: 'di', groupId: 'SUPER', fromDate: 1 },
];
const READS: BulkOffboardReads = {
  productStores: [
    { partyId: 'P1', productStoreId: 'S1', roleTypeId: 'APPLICATION_USER', fromDate: 1 },
    { partyId: 'P1', productStoreId: 'S2', roleTypeId: 'APPLICATION_USER', fromDate: 1 },
    { partyId: 'P3', productStoreId: 'S1', roleTypeId: 'APPLICATION_USER', fromDate: 1 },
  ],
  facilities: [{ partyId: 'P1', facilityId: 'F1', roleTypeId: 'FAC_LOGIN', fromDate: 1 }],
  pickerHolders: new Set(['P1', 'P4']),
  pickerReferenced: new Set(['P4']),
};

describe('planBulkOffboarding: each selected user’s offboarding from bulk reads', () => {
  it('says per user what ends, with counts, what is kept and why, and who has nothing left', () => {
    const lines = planBulkOffboarding(USERS, LOGINS, GROUPS, READS, gatesFor(), SECURITY_ADMIN_VIEWER, { disableParty: false });
    expect(lines.map(({ partyId, userLoginId, skipped, ends, kept }) => ({ partyId, userLoginId, skipped, ends, kept }))).toEqual([
      {
        partyId: 'P1',
        userLoginId: 'ana',
        skipped: undefined,
        ends: [
          { id: 'blockLogin', count: 1 },
          { id: 'forceLogout', count: 1 },
          { id: 'groups', count: 2 },
          { id: 'productStores', count: 2 },
          { id: 'facilities', count: 1 },
          { id: 'pickerRole', count: 1 },
        ],
        kept: [],
      },
      // Already blocked and logged out, nothing else: nothing to end.
      { partyId: 'P2', userLoginId: 'bo', skipped: NOTHING_TO_END, ends: undefined, kept: [] },
      // No login, one store.
      { partyId: 'P3', userLoginId: undefined, skipped: undefined, ends: [{ id: 'productStores', count: 1 }], kept: [] },
      // In SUPER (the viewer is not): the change policy refuses the whole offboarding, with its reason.
      { partyId: 'P4', userLoginId: 'di', skipped: POLICY_REASONS.superTarget, ends: undefined, kept: undefined },
    ]);
  });

  it('applies the viewer’s gates per step, and disabling the party when asked', () => {
    const lines = planBulkOffboarding(USERS.slice(0, 1), LOGINS, GROUPS, READS, gatesFor({ productStores: false, facilities: false }), SECURITY_ADMIN_VIEWER, { disableParty: true });
    expect(lines[0]?.ends?.map((end) => end.id)).toEqual(['blockLogin', 'forceLogout', 'groups', 'pickerRole', 'disableParty']);
    expect(lines[0]?.kept).toEqual([KEPT_REASONS.noStorePermission, KEPT_REASONS.noFacilityPermission]);
  });

  it('a restricted group it ends comes back in a restore (rule 4): no warning; a super user in the selection is offboarded by a super user', () => {
    const groups: UserSecurityGroup[] = [...GROUPS, { userLoginId: 'ana', groupId: 'WAREHOUSE_MANAGER', fromDate: 1 }];
    const [line] = planBulkOffboarding(USERS.slice(0, 1), LOGINS, groups, READS, gatesFor(), SECURITY_ADMIN_VIEWER, { disableParty: false });
    expect(line?.notGivenBack).toEqual([]);
    const t = (key: string, options?: Record<string, unknown>) => key.replace('{{groups}}', String(options?.groups ?? ''));
    expect(describeBulkLine(line!, t)).not.toContain('You could not give back');
    const asSuper = planBulkOffboarding(USERS, LOGINS, GROUPS, READS, gatesFor(), SUPER_VIEWER, { disableParty: false });
    expect(asSuper[3]?.skipped).toBeUndefined();
    expect(asSuper[3]).toMatchObject({ partyId: 'P4', ends: [{ id: 'blockLogin', count: 1 }, { id: 'groups', count: 1 }] });
  });

  it('keeps the picker role while a current facility row uses it', () => {
    const reads = { ...READS, facilities: [{ partyId: 'P1', facilityId: 'F1', roleTypeId: PICKER_ROLE, fromDate: 1 }] };
    const [line] = planBulkOffboarding(USERS.slice(0, 1), LOGINS, GROUPS, reads, gatesFor(), SECURITY_ADMIN_VIEWER, { disableParty: false });
    expect(line?.ends?.map((end) => end.id)).not.toContain('pickerRole');
    expect(line?.kept).toEqual([KEPT_REASONS.pickerReferenced]);
  });
});
