import { OWN_USER_LEFT_OUT } from '../../policy/batch';
import { POLICY_REASONS } from '../../policy/policy';
import type { PolicyContext } from '../../policy/policy';
import { buildReview, countFlags, DAY_MS, DEFAULT_SETTINGS, groupsByParty, inScope, mayRemove, mayRemoveGroups, omsOwnLogins, reviewTarget, sortRows, windowDays } from './review';
import type { ReviewFacts } from './review';

const NOW = Date.UTC(2026, 10, 27);
const FACTS: ReviewFacts = {
  logins: [
    { userLoginId: 'daily', partyId: 'P1', enabled: 'Y', createdDate: NOW - 400 * DAY_MS },
    { userLoginId: 'gone', partyId: 'P2', enabled: 'Y', createdDate: NOW - 400 * DAY_MS },
    { userLoginId: 'fresh', partyId: 'P3', enabled: 'Y', createdDate: NOW - 3 * DAY_MS },
    { userLoginId: 'unused', partyId: 'P4', enabled: null, createdDate: NOW - 30 * DAY_MS },
    { userLoginId: 'locked', partyId: 'P5', enabled: 'N', disabledDateTime: NOW - DAY_MS, disabledBy: null, createdDate: NOW - 100 * DAY_MS },
    { userLoginId: 'blocked', partyId: 'P6', enabled: 'N', disabledBy: 'admin', createdDate: NOW - 100 * DAY_MS },
    { userLoginId: 'store.login', partyId: 'F1', enabled: 'Y', createdDate: NOW - 100 * DAY_MS },
  ],
  parties: new Map([
    ['P1', { partyId: 'P1', partyTypeId: 'PERSON', firstName: 'Ana', lastName: 'Lee', statusId: 'PARTY_ENABLED' }],
    ['P2', { partyId: 'P2', partyTypeId: 'PERSON', firstName: 'Bo', lastName: 'Ray', statusId: 'PARTY_ENABLED' }],
    ['P6', { partyId: 'P6', partyTypeId: 'PERSON', firstName: 'Di', statusId: 'PARTY_DISABLED' }],
    ['F1', { partyId: 'F1', partyTypeId: 'PARTY_GROUP', groupName: 'Broadway store' }],
  ]),
  groups: [
    { userLoginId: 'daily', groupId: 'CSR' },
    { userLoginId: 'gone', groupId: 'SUPER' },
    { userLoginId: 'locked', groupId: 'ADMIN_LIKE' },
    { userLoginId: 'blocked', groupId: 'CSR' },
  ],
  groupPermissions: [
    { groupId: 'CSR', permissionId: 'ORDERMGR_VIEW' },
    { groupId: 'ADMIN_LIKE', permissionId: 'SECURITY_ADMIN' },
  ],
  storeRoles: [{ partyId: 'P1', productStoreId: 'STORE_US' }],
  windows: new Map([
    [7, new Set(['daily'])],
    [30, new Set(['daily', 'store.login'])],
    [90, new Set(['daily', 'store.login'])],
    [180, new Set(['daily', 'store.login', 'locked'])],
    [200, new Set(['daily', 'store.login', 'locked'])],
    [365, new Set(['daily', 'store.login', 'locked'])],
  ]),
  everLoggedIn: new Set(['daily', 'store.login', 'gone', 'locked']),
};

describe('buildReview', () => {
  const rows = buildReview(FACTS, DEFAULT_SETTINGS, NOW);
  const counts = countFlags(rows);
  const row = (id: string) => rows.find((entry) => entry.userLoginId === id)!;

  it('gives each login its state, groups, stores and activity from the windows', () => {
    expect(rows.map((entry) => [entry.userLoginId, entry.state, entry.activity])).toEqual([
      ['daily', 'enabled', 'active'],
      ['gone', 'enabled', 'inactive'],
      ['fresh', 'enabled', 'never'],
      ['unused', 'enabled', 'never'],
      ['locked', 'lockedOut', 'inactive'],
      ['blocked', 'partyDisabled', 'never'],
      ['store.login', 'enabled', 'active'],
    ]);
    expect(row('daily')).toMatchObject({ name: 'Ana Lee', groupIds: ['CSR'], productStoreIds: ['STORE_US'], adminLevel: false, flags: [] });
    expect(row('store.login')).toMatchObject({ name: 'Broadway store', facilityLogin: true });
    expect(rows.map((entry) => entry.lastLoginWithin ?? null)).toEqual([7, null, null, null, 180, null, 30]);
  });

  it('reads a window per recency step and one for the threshold, and a wider threshold makes a login active', () => {
    expect(windowDays(DEFAULT_SETTINGS)).toEqual([7, 30, 90, 180, 365]);
    expect(windowDays({ inactiveDays: 200 })).toEqual([7, 30, 180, 200, 365]);
    const wider = buildReview(FACTS, { ...DEFAULT_SETTINGS, inactiveDays: 200 }, NOW);
    expect(wider.find((entry) => entry.userLoginId === 'locked')?.activity).toBe('active');
    expect(countFlags(wider).inactive).toBe(1);
  });

  it('sorts by last login, oldest or newest first (never, then before every window, then window by window), or by login', () => {
    const ids = (sort: Parameters<typeof sortRows>[1]) => sortRows(rows, sort).map((entry) => entry.userLoginId);
    expect(ids('lastLoginOldest')).toEqual(['blocked', 'fresh', 'unused', 'gone', 'locked', 'store.login', 'daily']);
    expect(ids('lastLoginNewest')).toEqual(['daily', 'store.login', 'locked', 'gone', 'blocked', 'fresh', 'unused']);
    expect(ids('login')).toEqual(['blocked', 'daily', 'fresh', 'gone', 'locked', 'store.login', 'unused']);
  });

  it('scopes a review to person logins, facility logins or a group\'s members, and counts within the scope', () => {
    expect(rows.filter((entry) => inScope(entry, { kind: 'facility' })).map((entry) => entry.userLoginId)).toEqual(['store.login']);
    expect(rows.filter((entry) => inScope(entry, { kind: 'people' }))).toHaveLength(6);
    const csr = rows.filter((entry) => inScope(entry, { kind: 'group', groupId: 'CSR' }));
    expect(csr.map((entry) => entry.userLoginId)).toEqual(['daily', 'blocked']);
    expect(countFlags(csr)).toEqual({ inactive: 0, neverLoggedIn: 1, adminLevel: 0, blockedWithGroups: 1 });
  });

  it('flags inactive, never used after 14 days, admin-level (SUPER or an *_ADMIN id) and blocked logins holding groups, and counts them', () => {
    expect(row('gone').flags).toEqual(['inactive', 'adminLevel']);
    expect(row('fresh').flags).toEqual([]);
    expect(row('unused').flags).toEqual(['neverLoggedIn']);
    expect(row('locked').flags).toEqual(['inactive', 'adminLevel', 'blockedWithGroups']);
    expect(row('blocked').flags).toEqual(['neverLoggedIn', 'blockedWithGroups']);
    expect(counts).toEqual({ inactive: 2, neverLoggedIn: 2, adminLevel: 2, blockedWithGroups: 2 });
  });

  it('recommends removing what is inactive, never used or blocked with groups, and nothing for the rest', () => {
    expect(rows.map((entry) => entry.recommendation?.reason ?? null)).toEqual([null, 'inactive', null, 'neverLoggedIn', 'inactive', 'neverLoggedIn', null]);
  });

  it('takes the never-used threshold from the settings', () => {
    expect(countFlags(buildReview(FACTS, { ...DEFAULT_SETTINGS, neverUsedAfterDays: 2 }, NOW)).neverLoggedIn).toBe(3);
  });
});

const viewerContext = (permissionIds: string[]): PolicyContext => ({
  viewer: { userLoginId: 'admin', partyId: 'ME', permissionIds: new Set(permissionIds), groupIds: new Set(['SECURITY_ADMIN']) },
  superPowerGroupIds: new Set(),
});
const SECURITY_ADMIN = viewerContext(['SECURITY_ADMIN']);
const SUPER_USER = viewerContext(['SECURITY_ADMIN', 'WEBTOOLS_VIEW']);

describe('mayRemove (the change policy, for a batch)', () => {
  it("never lets a reviewer remove their own user, any of its logins (Remove offboards the login's user)", () => {
    expect(mayRemove(SECURITY_ADMIN, { partyId: 'ME', groupIds: new Set(['SECURITY_ADMIN']) })).toEqual({ allowed: false, reason: OWN_USER_LEFT_OUT });
    expect(mayRemove(SUPER_USER, { partyId: 'ME', groupIds: new Set() })).toEqual({ allowed: false, reason: OWN_USER_LEFT_OUT });
    expect(mayRemove(SECURITY_ADMIN, { partyId: 'P2', groupIds: new Set(['CSR']) })).toEqual({ allowed: true });
  });

  it("a super user's user only by a super user, with the policy's reason; the groups of every login of the user count", () => {
    const rows = [
      { partyId: 'P2', groupIds: ['CSR'] },
      { partyId: 'P2', groupIds: ['SUPER'] },
    ];
    const target = reviewTarget(rows[0]!, groupsByParty(rows));
    expect([...target.groupIds]).toEqual(['CSR', 'SUPER']);
    expect(mayRemove(SECURITY_ADMIN, target)).toEqual({ allowed: false, reason: POLICY_REASONS.superTarget });
    expect(mayRemove(SUPER_USER, target)).toEqual({ allowed: true });
  });
});

describe('mayRemoveGroups', () => {
  it("ends a user's groups unless the policy refuses: a super user's by a security admin, the viewer's own user", () => {
    expect(mayRemoveGroups(SECURITY_ADMIN, { partyId: 'JDOE', groupIds: new Set(['CSR']) }, ['CSR'])).toEqual({ allowed: true });
    expect(mayRemoveGroups(SECURITY_ADMIN, { partyId: 'JDOE', groupIds: new Set(['SUPER', 'CSR']) }, ['CSR'])).toEqual({ allowed: false, reason: POLICY_REASONS.superTargetGroups });
    expect(mayRemoveGroups(SUPER_USER, { partyId: 'JDOE', groupIds: new Set(['SUPER', 'CSR']) }, ['SUPER'])).toEqual({ allowed: true });
    expect(mayRemoveGroups(SECURITY_ADMIN, { partyId: 'ME', groupIds: new Set(['CSR']) }, ['CSR'])).toEqual({ allowed: false, reason: OWN_USER_LEFT_OUT });
  });
});

describe("the OMS's own logins", () => {
  const facts: ReviewFacts = {
    ...FACTS,
    logins: [...FACTS.logins, { userLoginId: 'system', partyId: null, enabled: 'N', isSystem: 'Y', createdDate: NOW - 400 * DAY_MS }, { userLoginId: 'job.runner', enabled: 'N', isSystem: 'Y', createdDate: NOW - 400 * DAY_MS }],
  };
  it('are not rows of the review (no flag, no recommendation to remove them), and are named apart', () => {
    const rows = buildReview(facts, DEFAULT_SETTINGS, NOW);
    expect(rows.map((row) => row.userLoginId)).toEqual(FACTS.logins.map((login) => login.userLoginId));
    expect(omsOwnLogins(facts.logins)).toEqual(['system', 'job.runner']);
    // `system` by its name too, where old data leaves isSystem empty.
    expect(omsOwnLogins([{ userLoginId: 'system' }, { userLoginId: 'systematic', isSystem: 'N' }])).toEqual(['system']);
  });
});
