/**
 * The seeded users as data (seed.ts writes them): the demo logins, the named fixtures, the
 * deterministic filler users and the legacy rows, plus the name lists `--users` reuses.
 */
import * as F from './fixtures';

export interface LoginSpec {
  userLoginId: string;
  password: string;
  /** NULL on old data (only 'N' blocks a login). */
  enabled: 'Y' | 'N' | null;
  hasLoggedOut: 'Y' | 'N' | null;
  requirePasswordChange: 'Y' | 'N' | null;
  lastTimeZone?: string;
  lastLocale?: string;
  groups: readonly string[];
  /** The UserLogin was created this many days before the seed (default: with its party). */
  createdDaysBeforeSeed?: number;
}

export interface UserSpec {
  partyId: string;
  partyTypeId: 'PERSON' | 'PARTY_GROUP';
  firstName?: string;
  lastName?: string;
  groupName?: string;
  /** NULL on old data. */
  statusId: 'PARTY_ENABLED' | 'PARTY_DISABLED' | null;
  externalId?: string;
  login?: LoginSpec;
  email?: string;
  phone?: string;
  productStoreIds: readonly string[];
  pickerFacilityIds: readonly string[];
  facilityLogin?: { facilityId: string; roleTypeId: string };
  favoriteProductStoreId?: string;
  favoriteShopId?: string;
  relationship: 'current' | 'ended';
}

/** The retail store facilities (also the filler facility logins' facilities). */
export const STORE_FACILITY_IDS = [
  'BROADWAY', 'BROOKLYN', 'BRONX', 'QUEENS', 'HARLEM', 'SOHO', 'TRIBECA', 'CHELSEA', 'MIDTOWN', 'UPTOWN',
  'BOSTON', 'CHICAGO', 'DENVER', 'AUSTIN', 'SEATTLE', 'PORTLAND', 'MIAMI', 'ATLANTA', 'DALLAS', 'HOUSTON',
  'PHOENIX', 'DETROIT', 'NASHVILLE', 'ORLANDO', 'TAMPA', 'RALEIGH', 'CHARLOTTE', 'COLUMBUS', 'INDIANAPOLIS',
  'MEMPHIS', 'LOUISVILLE', 'BALTIMORE', 'MILWAUKEE', 'ALBUQUERQUE', 'TUCSON', 'FRESNO', 'SACRAMENTO', 'OMAHA',
  'TULSA', 'WICHITA', 'ARLINGTON', 'OAKLAND', 'MINNEAPOLIS', 'CLEVELAND', 'HONOLULU', 'ANCHORAGE', 'BOISE',
  'SPOKANE', 'RENO', 'MADISON',
];

/** First and last names used for filler users here and for `--users` (generate-users.ts). */
export const FIRST_NAMES = [
  'Mason', 'Mia', 'Ethan', 'Ava', 'Noah', 'Sophia', 'Logan', 'Isabella', 'Elijah', 'Charlotte', 'Mateo', 'Amelia',
  'Aiden', 'Harper', 'Marcus', 'Evelyn', 'Jackson', 'Abigail', 'Sebastian', 'Emily', 'Caleb', 'Madison', 'Owen',
  'Scarlett', 'Daniel', 'Victoria', 'Wyatt', 'Grace', 'Leo', 'Chloe', 'Julian', 'Penelope', 'Isaac', 'Layla',
  'Gabriel', 'Riley', 'Anthony', 'Zoey', 'Dylan', 'Nora', 'Martha', 'Hannah', 'Malik', 'Priya', 'Kenji', 'Fatima',
];
export const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Jones', 'Miller', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez', 'Gonzalez',
  'Anderson', 'Thomas', 'Taylor', 'Jackson', 'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark',
  'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres', 'Nguyen', 'Hill',
  'Flores', 'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts',
  'Mahoney', 'Patel', 'Tanaka', 'Okafor',
];

export const titleCase = (id: string): string => id.charAt(0) + id.slice(1).toLowerCase();

function login(userLoginId: string, groups: readonly string[], extra: Partial<LoginSpec> = {}): LoginSpec {
  return { userLoginId, password: F.SEED_PASSWORD, enabled: 'Y', hasLoggedOut: 'N', requirePasswordChange: 'N', groups, ...extra };
}

function namedUsers(): UserSpec[] {
  const person = (p: { partyId: string; firstName: string; lastName: string }): UserSpec => ({
    partyId: p.partyId,
    partyTypeId: 'PERSON',
    firstName: p.firstName,
    lastName: p.lastName,
    statusId: 'PARTY_ENABLED',
    productStoreIds: [],
    pickerFacilityIds: [],
    relationship: 'current',
  });
  const demo = (d: F.DemoLogin, email: string): UserSpec => ({
    ...person(d),
    email,
    login: login(d.userLoginId, [d.securityGroupId], { password: d.password, lastTimeZone: 'America/New_York', lastLocale: 'en-US' }),
  });
  const k = F.KNOWN_PERSON;
  return [
    { ...demo(F.DEMO_LOGINS.admin, 'ada.admin@example.com'), productStoreIds: ['STORE_US'], favoriteProductStoreId: 'STORE_US' },
    demo(F.DEMO_LOGINS.manager, 'morgan.manager@example.com'),
    demo(F.DEMO_LOGINS.nobody, 'nora.nobody@example.com'),
    {
      ...person(k),
      externalId: k.externalId,
      email: k.email,
      phone: k.contactNumber,
      login: login(k.userLoginId, k.securityGroupIds, { lastTimeZone: 'America/Chicago', lastLocale: 'en-US' }),
      productStoreIds: k.productStoreIds,
      pickerFacilityIds: k.pickerFacilityIds,
      favoriteProductStoreId: k.favoriteProductStoreId,
      favoriteShopId: k.favoriteShopId,
    },
    person(F.PERSON_WITHOUT_LOGIN),
    { ...person(F.DISABLED_USER), statusId: 'PARTY_DISABLED', login: login(F.DISABLED_USER.userLoginId, ['CSR'], { enabled: 'N' }) },
    { ...person(F.BLOCKED_USER), email: 'james.wilson@example.com', login: login(F.BLOCKED_USER.userLoginId, ['STORE_ASSOCIATE'], { enabled: 'N' }) },
    {
      partyId: F.KNOWN_FACILITY_LOGIN.partyId,
      partyTypeId: 'PARTY_GROUP',
      groupName: F.KNOWN_FACILITY_LOGIN.groupName,
      statusId: 'PARTY_ENABLED',
      email: 'broadway@example.com',
      phone: '5550107',
      login: login(F.KNOWN_FACILITY_LOGIN.userLoginId, ['STORE_MANAGER']),
      productStoreIds: [],
      pickerFacilityIds: [],
      facilityLogin: { facilityId: F.KNOWN_FACILITY_LOGIN.facilityId, roleTypeId: F.KNOWN_FACILITY_LOGIN.facilityRoleTypeId },
      relationship: 'current',
    },
    {
      partyId: F.FACILITY_LOGIN_WITHOUT_LOGIN.partyId,
      partyTypeId: 'PARTY_GROUP',
      groupName: F.FACILITY_LOGIN_WITHOUT_LOGIN.groupName,
      statusId: 'PARTY_ENABLED',
      productStoreIds: [],
      pickerFacilityIds: [],
      facilityLogin: { facilityId: F.FACILITY_LOGIN_WITHOUT_LOGIN.facilityId, roleTypeId: 'WAREHOUSE_MANAGER' },
      relationship: 'current',
    },
    { ...person(F.INTEGRATION_USER), login: login(F.INTEGRATION_USER.userLoginId, ['INTEGRATION']) },
    { ...person(F.FULFILLMENT_ADMIN_USER), email: 'felix.fulton@example.com', login: login(F.FULFILLMENT_ADMIN_USER.userLoginId, [F.FULFILLMENT_ADMIN_USER.securityGroupId]) },
    { ...person(F.SECURITY_ADMIN_USER), login: login(F.SECURITY_ADMIN_USER.userLoginId, [F.SECURITY_ADMIN_USER.securityGroupId]) },
    { ...person(F.LOGGED_OUT_USER), login: login(F.LOGGED_OUT_USER.userLoginId, ['CSR'], { hasLoggedOut: 'Y' }) },
    { ...person(F.MULTI_GROUP_USER), externalId: 'EMP-10013', login: login(F.MULTI_GROUP_USER.userLoginId, F.MULTI_GROUP_USER.securityGroupIds) },
    { ...person(F.FORMER_EMPLOYEE), relationship: 'ended', login: login(F.FORMER_EMPLOYEE.userLoginId, ['STORE_ASSOCIATE']) },
  ];
}

const FILLER_GROUPS: ReadonlyArray<readonly string[]> = [
  ['STORE_MANAGER'], ['CSR'], ['MERCHANDISE_MGR'], ['STORE_ASSOCIATE'], ['COMMERCE_SUPER'],
  ['CSR', 'STORE_MANAGER'], ['WAREHOUSE_MANAGER'], [], ['INTEGRATION'], ['STORE_MANAGER', 'STORE_ASSOCIATE', 'CSR'],
];

function fillerUsers(firstPartyId: number, count: number): UserSpec[] {
  const users: UserSpec[] = [];
  for (let i = 0; i < count; i++) {
    const partyId = String(firstPartyId + i);
    if (i % 9 === 4) {
      const facilityId = STORE_FACILITY_IDS[10 + i] ?? 'MADISON';
      users.push({
        partyId,
        partyTypeId: 'PARTY_GROUP',
        groupName: titleCase(facilityId),
        statusId: 'PARTY_ENABLED',
        phone: i % 2 === 0 ? `555${String(1000 + i)}` : undefined,
        login: i % 2 === 0 ? login(facilityId.toLowerCase(), ['STORE_MANAGER']) : undefined,
        productStoreIds: [],
        pickerFacilityIds: [],
        facilityLogin: { facilityId, roleTypeId: 'WAREHOUSE_MANAGER' },
        relationship: 'current',
      });
      continue;
    }
    const firstName = FIRST_NAMES[i % FIRST_NAMES.length] ?? 'Alex';
    const lastName = LAST_NAMES[(i * 7) % LAST_NAMES.length] ?? 'Doe';
    const groups = FILLER_GROUPS[i % FILLER_GROUPS.length] ?? [];
    const hasLogin = i % 7 !== 3;
    const disabled = i % 11 === 5;
    const stores = i % 5 === 0 ? ['STORE_US'] : i % 5 === 1 ? ['STORE_US', 'STORE_CA'] : [];
    const picker = groups.includes('STORE_MANAGER') || groups.includes('STORE_ASSOCIATE');
    users.push({
      partyId,
      partyTypeId: 'PERSON',
      firstName,
      lastName,
      statusId: disabled ? 'PARTY_DISABLED' : 'PARTY_ENABLED',
      externalId: i % 2 === 0 ? `EMP-${partyId}` : undefined,
      email: i % 3 !== 2 ? `${firstName}.${lastName}.${partyId}@example.com`.toLowerCase() : undefined,
      phone: i % 4 === 0 ? `555${String(2000 + i)}` : undefined,
      login: hasLogin
        ? login(`${firstName}.${lastName}`.toLowerCase() + (i >= FIRST_NAMES.length ? String(i) : ''), groups, {
            enabled: disabled || i % 13 === 6 ? 'N' : 'Y',
            hasLoggedOut: i % 6 === 1 ? 'Y' : 'N',
            requirePasswordChange: i % 8 === 2 ? 'Y' : 'N',
          })
        : undefined,
      productStoreIds: stores,
      pickerFacilityIds: picker ? [STORE_FACILITY_IDS[i % STORE_FACILITY_IDS.length] ?? 'BROADWAY'] : [],
      favoriteProductStoreId: hasLogin ? stores[0] : undefined,
      favoriteShopId: hasLogin && stores[0] === 'STORE_US' && i % 2 === 0 ? 'SHOP_US' : undefined,
      relationship: 'current',
    });
  }
  return users;
}

/** Old, uneven rows (fixtures.ts): an empty enabled flag, an empty party status, no time zone. */
function legacyUsers(): UserSpec[] {
  const person = (p: { partyId: string; firstName: string; lastName: string }): UserSpec => ({
    ...p,
    partyTypeId: 'PERSON',
    statusId: 'PARTY_ENABLED',
    productStoreIds: [],
    pickerFacilityIds: [],
    relationship: 'current',
  });
  const l = F.LEGACY_LOGIN_USER;
  const s = F.PARTY_WITHOUT_STATUS;
  const z = F.NO_TIMEZONE_USER;
  return [
    {
      ...person(l),
      login: login(l.userLoginId, [l.securityGroupId], { password: l.password, enabled: null, hasLoggedOut: null, requirePasswordChange: null, lastTimeZone: 'Europe/Dublin' }),
    },
    { ...person(s), statusId: null, email: 'siobhan.obrien@example.com', login: login(s.userLoginId, [s.securityGroupId], { password: s.password }) },
    { ...person(z), email: 'tomas.nakamura@example.com', login: login(z.userLoginId, [z.securityGroupId], { password: z.password }) },
  ];
}

/** The login that may open the app and nothing else (the Me tab), seeded last: no other party id moves. */
function selfServiceUser(): UserSpec {
  const r = F.SELF_SERVICE_USER;
  return {
    partyId: r.partyId,
    partyTypeId: 'PERSON',
    firstName: r.firstName,
    lastName: r.lastName,
    statusId: 'PARTY_ENABLED',
    email: r.email,
    login: login(r.userLoginId, [r.securityGroupId], { password: r.password, lastTimeZone: 'America/New_York', lastLocale: 'en-US' }),
    productStoreIds: ['STORE_US'],
    pickerFacilityIds: [],
    relationship: 'current',
  };
}

/** The whole seeded user list, in createdDate order (the legacy rows after the fillers, then the self-service login). */
export function allUsers(): UserSpec[] {
  const named = namedUsers();
  const legacy = legacyUsers();
  const firstFiller = Number(F.DEMO_LOGINS.admin.partyId) + named.length;
  const users = [...named, ...fillerUsers(firstFiller, Number(F.LEGACY_LOGIN_USER.partyId) - firstFiller), ...legacy, selfServiceUser()];
  users.forEach((user, i) => {
    if (user.partyId !== String(Number(F.DEMO_LOGINS.admin.partyId) + i)) throw new Error(`seed: user ${i} has partyId ${user.partyId}`);
  });
  if (users.length !== F.SEED_USER_COUNT) throw new Error(`seed: ${users.length} users, fixtures say ${F.SEED_USER_COUNT}`);
  const fixture = (f: { partyId: string; firstName: string; lastName: string; userLoginId: string; securityGroupId: string }): LoginSpec => {
    const user = users.find((u) => u.partyId === f.partyId);
    if (!user?.login || user.firstName !== f.firstName || user.lastName !== f.lastName || user.login.userLoginId !== f.userLoginId || user.login.groups.join() !== f.securityGroupId) {
      throw new Error(`seed: filler ${f.partyId} is not the fixture ${f.userLoginId}`);
    }
    return user.login;
  };
  fixture(F.INACTIVE_USER);
  fixture(F.LOCKED_OUT_USER);
  fixture(F.NEVER_USED_LOGIN).createdDaysBeforeSeed = F.NEVER_USED_LOGIN.loginCreatedDaysAgo;
  return users;
}
