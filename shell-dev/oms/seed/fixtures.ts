/**
 * Seeded facts that tests, browser tests and other teams may rely on. seed.ts inserts exactly
 * these records (plus deterministic filler built from the lists below), so change them here only.
 */

/** The organization party (role INTERNAL_ORGANIZATIO), partyIdFrom of every user relationship. */
export const ORGANIZATION = { partyId: 'COMPANY', groupName: 'Demo Organization' } as const;

/** Password of every seeded login that is not a demo login (and of `--users` logins). */
export const SEED_PASSWORD = 'password@1';

/** Fixed date the seed counts from: 2023-01-02T09:00:00Z. Seeded timestamps are epoch ms. */
export const SEED_EPOCH = Date.UTC(2023, 0, 2, 9, 0, 0);

export interface DemoLogin {
  readonly userLoginId: string;
  readonly password: string;
  readonly partyId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly securityGroupId: string;
}

/** The three demo logins the README and the CLI banner advertise. */
export const DEMO_LOGINS = {
  /** Member of SUPER: holds every permission. */
  admin: { userLoginId: 'admin', password: 'admin@123', partyId: '10000', firstName: 'Ada', lastName: 'Admin', securityGroupId: 'SUPER' },
  /** USERS_APP_VIEW and SECURITY_VIEW only: can look, cannot change. */
  manager: { userLoginId: 'manager', password: 'manager@123', partyId: '10001', firstName: 'Morgan', lastName: 'Manager', securityGroupId: 'USERS_VIEWER' },
  /** No USERS_APP_VIEW: the app refuses the login. */
  nobody: { userLoginId: 'nobody', password: 'nobody@123', partyId: '10002', firstName: 'Nora', lastName: 'Nobody', securityGroupId: 'COMMERCEUSER' },
} as const satisfies Record<string, DemoLogin>;

/** Product stores (exactly four). */
export const PRODUCT_STORES = [
  { productStoreId: 'STORE_US', storeName: 'Demo Store US' },
  { productStoreId: 'STORE_CA', storeName: 'Demo Store Canada' },
  { productStoreId: 'STORE_OUTLET', storeName: 'Demo Outlet' },
  { productStoreId: 'STORE_WHOLESALE', storeName: 'Demo Wholesale' },
] as const;

/** Shops and their configs, as read through ShopifyShopAndConfig. */
export const SHOP_CONFIGS = [
  { shopifyConfigId: 'SHOP_CONFIG_US', shopifyConfigName: 'US shop config', shopId: 'SHOP_US', name: 'Demo Shop US', productStoreId: 'STORE_US' },
  { shopifyConfigId: 'SHOP_CONFIG_CA', shopifyConfigName: 'Canada shop config', shopId: 'SHOP_CA', name: 'Demo Shop Canada', productStoreId: 'STORE_CA' },
] as const;

/** Permissions named in the spec's section 6; all are seeded. */
export const SPEC_PERMISSIONS = [
  'USERS_APP_VIEW',
  'SECURITY_CREATE',
  'SECURITY_ADMIN',
  'SECURITY_UPDATE',
  'SECURITY_VIEW',
  'STOREFULFILLMENT_ADMIN',
  'WEBTOOLS_VIEW',
  'COMMERCEUSER_VIEW',
] as const;

/**
 * The one permission id of the capability catalog (src/catalog) the seed leaves out on purpose, so
 * that 'Missing on this OMS' (Permissions, By app) has a real id to show, as on an OMS whose data
 * predates a permission the apps check. Every other id an app's access, admin or pass-all ids or a
 * capability checks is a SecurityPermission (seed/suite-permissions.ts). Chosen because exactly one
 * capability of a minor app uses it (Transfers: 'See the discrepancy report'); it opens no app, the
 * spec names it nowhere (not in SPEC_PERMISSIONS) and no other test relies on it.
 */
export const CATALOG_PERMISSION_LEFT_OUT = 'TRANSFERS_DISCREPANCY_VIEW';

/** Functional (non-classification) security groups. */
export const SECURITY_GROUPS = [
  { groupId: 'SUPER', groupName: 'Full Admin', description: 'Every permission of every application' },
  { groupId: 'INTEGRATION', groupName: 'Integration', description: 'System integrations and API users' },
  { groupId: 'COMMERCE_SUPER', groupName: 'Commerce Super User', description: 'Administers the commerce back office' },
  { groupId: 'MERCHANDISE_MGR', groupName: 'Merchandising Manager', description: 'Manages catalog, prices and promotions' },
  { groupId: 'CSR', groupName: 'Customer Service Representative', description: 'Handles orders and returns' },
  { groupId: 'STORE_MANAGER', groupName: 'Store Manager', description: 'Runs a store and its fulfillment' },
  { groupId: 'WAREHOUSE_MANAGER', groupName: 'Warehouse Manager', description: 'Runs a warehouse' },
  { groupId: 'STORE_ASSOCIATE', groupName: 'Store Associate', description: 'Picks and packs in a store' },
  { groupId: 'SECURITY_ADMIN', groupName: 'Security Admin', description: 'Administers users and security groups' },
  { groupId: 'COMMERCEUSER', groupName: 'Commerce User', description: 'Basic commerce access, no user management' },
  { groupId: 'USERS_VIEWER', groupName: 'Users Viewer', description: 'Can look at users and permissions' },
  { groupId: 'FULFILLMENT_ADMIN', groupName: 'Fulfillment Admin', description: 'Access to every facility' },
  { groupId: 'FULFILLMENT_ASSOCIATE', groupName: 'Fulfillment Associate', description: 'Picks, packs and ships orders' },
  { groupId: 'VIEWADMIN', groupName: 'View Admin', description: 'Read-only access to every application' },
  { groupId: 'BIZADMIN', groupName: 'Business Admin', description: 'Business administration' },
  { groupId: 'USERS_SELF_SERVICE', groupName: 'Users Self-service', description: 'Opens the Users app to see their own details' },
] as const;

/** Classification groups (groupTypeEnumId PRM_CLASS_TYPE); SGC_HIDDEN is the one the app hides. */
export const CLASSIFICATION_GROUPS = [
  { groupId: 'SGC_USERS', groupName: 'Users and security' },
  { groupId: 'SGC_ORDERS', groupName: 'Orders' },
  { groupId: 'SGC_CATALOG', groupName: 'Catalog' },
  { groupId: 'SGC_INVENTORY', groupName: 'Inventory' },
  { groupId: 'SGC_FULFILLMENT', groupName: 'Fulfillment' },
  { groupId: 'SGC_JOBS', groupName: 'Jobs and data' },
  { groupId: 'SGC_REPORTS', groupName: 'Reports' },
  { groupId: 'SGC_HIDDEN', groupName: 'Hidden' },
] as const;

export const CLASSIFICATION_GROUP_TYPE = 'PRM_CLASS_TYPE';

/** A person with everything: login, two groups, email, phone, stores, facilities, favourites. */
export const KNOWN_PERSON = {
  partyId: '10003',
  firstName: 'Maria',
  lastName: 'Garcia',
  userLoginId: 'maria.garcia',
  externalId: 'EMP-10003',
  email: 'maria.garcia@example.com',
  contactNumber: '5550103',
  securityGroupIds: ['STORE_MANAGER', 'CSR'],
  productStoreIds: ['STORE_US', 'STORE_CA'],
  pickerFacilityIds: ['BROADWAY', 'BROOKLYN'],
  favoriteProductStoreId: 'STORE_US',
  favoriteShopId: 'SHOP_US',
} as const;

/** A person created without a login (no security groups possible yet). */
export const PERSON_WITHOUT_LOGIN = { partyId: '10004', firstName: 'Liam', lastName: 'Walker' } as const;

/** statusId PARTY_DISABLED and its login enabled N: hidden from the default user list. */
export const DISABLED_USER = { partyId: '10005', firstName: 'Olivia', lastName: 'Brown', userLoginId: 'olivia.brown' } as const;

/** Login blocked (enabled N), party still PARTY_ENABLED. */
export const BLOCKED_USER = { partyId: '10006', firstName: 'James', lastName: 'Wilson', userLoginId: 'james.wilson' } as const;

/** A facility login (PARTY_GROUP) with its login, tied to facility BROADWAY. */
export const KNOWN_FACILITY_LOGIN = {
  partyId: '10007',
  groupName: 'Broadway',
  userLoginId: 'broadway',
  facilityId: 'BROADWAY',
  facilityRoleTypeId: 'WAREHOUSE_MANAGER',
} as const;

/** A facility login created but not set up: no login yet. */
export const FACILITY_LOGIN_WITHOUT_LOGIN = { partyId: '10008', groupName: 'Bronx', facilityId: 'BRONX' } as const;

/** In group INTEGRATION (facility selection is disabled for such users in the app). */
export const INTEGRATION_USER = { partyId: '10009', firstName: 'Shopify', lastName: 'Integration', userLoginId: 'shopify.integration' } as const;

/** In group FULFILLMENT_ADMIN, i.e. holds STOREFULFILLMENT_ADMIN (a fulfillment admin). */
export const FULFILLMENT_ADMIN_USER = { partyId: '10010', firstName: 'Felix', lastName: 'Fulton', userLoginId: 'felix.fulton', securityGroupId: 'FULFILLMENT_ADMIN' } as const;

/** In group SECURITY_ADMIN (an excluded group): holds SECURITY_ADMIN, so may write users. */
export const SECURITY_ADMIN_USER = { partyId: '10011', firstName: 'Sam', lastName: 'Secure', userLoginId: 'sam.secure', securityGroupId: 'SECURITY_ADMIN' } as const;

/**
 * Employee imports (data manager, config IMP_EMPLOYEE) that SECURITY_ADMIN_USER ran before, so
 * Import history shows jobs started elsewhere: both SERVICE_FINISHED; the second has an error file
 * (two rows: a username that exists, a security group that does not). Their imported rows are
 * seeded filler users (seed.ts picks them), so the people they name exist.
 */
export const SEEDED_IMPORT_JOBS = [
  { logId: '10000', fileName: 'store-staff-2023-06.csv', createdByUserLogin: SECURITY_ADMIN_USER.userLoginId, createdDate: SEED_EPOCH + 160 * 86_400_000, imported: 3, failed: 0 },
  { logId: '10001', fileName: 'seasonal-hires.csv', createdByUserLogin: SECURITY_ADMIN_USER.userLoginId, createdDate: SEED_EPOCH + 250 * 86_400_000, imported: 2, failed: 2 },
] as const;

/** A login whose hasLoggedOut is Y. */
export const LOGGED_OUT_USER = { partyId: '10012', firstName: 'Emma', lastName: 'Davis', userLoginId: 'emma.davis' } as const;

/** A login in three groups at once. */
export const MULTI_GROUP_USER = {
  partyId: '10013',
  firstName: 'Lucas',
  lastName: 'Martin',
  userLoginId: 'lucas.martin',
  securityGroupIds: ['STORE_MANAGER', 'CSR', 'MERCHANDISE_MGR'],
} as const;

/** Its APPLICATION_USER relationship has ended: filterByDate leaves it out of the user list. */
export const FORMER_EMPLOYEE = { partyId: '10014', firstName: 'Henry', lastName: 'Moore', userLoginId: 'henry.moore' } as const;

/**
 * Old, uneven data as real instances have it (OMS-CONTRACT.md "Fidelity"), seeded after the other
 * users (so the newest three in the user list). Each is a listed PERSON with a login whose password
 * is SEED_PASSWORD.
 */
/** UserLogin.enabled is NULL (as are hasLoggedOut and requirePasswordChange): only 'N' blocks, so it can log in. */
export const LEGACY_LOGIN_USER = {
  partyId: '10060',
  firstName: 'Walter',
  lastName: 'Whitfield',
  userLoginId: 'walter.whitfield',
  password: SEED_PASSWORD,
  securityGroupId: 'CSR',
} as const;

/** Party.statusId is NULL (neither enabled nor disabled); has a login (enabled Y). */
export const PARTY_WITHOUT_STATUS = {
  partyId: '10061',
  firstName: 'Siobhan',
  lastName: "O'Brien",
  userLoginId: 'siobhan.obrien',
  password: SEED_PASSWORD,
  securityGroupId: 'STORE_MANAGER',
} as const;

/**
 * A login with no time zone and no locale (user-profile answers userTimeZone and userLocale
 * null), in group SUPER so a browser test can log in as it and use the whole app.
 */
export const NO_TIMEZONE_USER = {
  partyId: '10062',
  firstName: 'Tomas',
  lastName: 'Nakamura',
  userLoginId: 'tomas.nakamura',
  password: SEED_PASSWORD,
  securityGroupId: 'SUPER',
} as const;

/**
 * A login that may open the Users app and do nothing else (USERS_SELF_SERVICE: USERS_APP_VIEW
 * only, no USERS_LIST_VIEW, PARTYMGR_VIEW/ADMIN or SECURITY_*): the app gives it the Me tab, its
 * own details. Seeded after the legacy rows, so no other seeded party id moves. Its own password,
 * so a test that changes it touches no other login's.
 */
export const SELF_SERVICE_USER = {
  partyId: '10063',
  firstName: 'Rosa',
  lastName: 'Quinn',
  userLoginId: 'rosa.quinn',
  password: 'rosa@123',
  securityGroupId: 'USERS_SELF_SERVICE',
  email: 'rosa.quinn@example.com',
} as const;

export * from './history-fixtures';

/** KNOWN_FACILITY_LOGIN's login, used every day: exactly one successful login a day over the last 90 days (90 rows, none failed). */
export const DAILY_FACILITY_LOGIN = {
  partyId: KNOWN_FACILITY_LOGIN.partyId,
  userLoginId: KNOWN_FACILITY_LOGIN.userLoginId,
  successfulLoginsLast90Days: 90,
  failedAttempts: 0,
} as const;

/**
 * Party ids 10000..(10000 + SEED_USER_COUNT - 1) are the seeded users: 10000-10059 the demo, named
 * and filler users, 10060-10062 the legacy rows above, 10063 SELF_SERVICE_USER. All are listed (APPLICATION_USER of the
 * organization).
 */
export const SEED_USER_COUNT = 64;

/** Role types the seed creates. FAC_LOGIN is deliberately absent (the app creates it). */
export const ROLE_TYPES = [
  { roleTypeId: '_NA_', parentTypeId: null, description: 'Not Applicable' },
  { roleTypeId: 'INTERNAL_ORGANIZATIO', parentTypeId: null, description: 'Internal Organization' },
  { roleTypeId: 'EMPLOYEE', parentTypeId: null, description: 'Employee' },
  { roleTypeId: 'APPLICATION_USER', parentTypeId: null, description: 'Application User' },
  { roleTypeId: 'ORDER_CLERK', parentTypeId: 'APPLICATION_USER', description: 'Order Clerk' },
  { roleTypeId: 'CUST_SERVICE_REP', parentTypeId: 'APPLICATION_USER', description: 'Customer Service Representative' },
  { roleTypeId: 'SALES_REP', parentTypeId: 'APPLICATION_USER', description: 'Sales Representative' },
  { roleTypeId: 'STORE_MANAGER_ROLE', parentTypeId: 'APPLICATION_USER', description: 'Store Manager' },
  { roleTypeId: 'WAREHOUSE_PICKER', parentTypeId: 'EMPLOYEE', description: 'Warehouse Picker' },
  { roleTypeId: 'WAREHOUSE_MANAGER', parentTypeId: 'EMPLOYEE', description: 'Warehouse Manager' },
  { roleTypeId: 'SHIPMENT_CLERK', parentTypeId: 'EMPLOYEE', description: 'Shipment Clerk' },
  { roleTypeId: 'OWNER', parentTypeId: null, description: 'Owner' },
] as const;

/** Facility types; VIRTUAL_FACILITY and its children are the ones the app leaves out. */
export const FACILITY_TYPES = [
  { facilityTypeId: 'WAREHOUSE', parentTypeId: null, description: 'Warehouse' },
  { facilityTypeId: 'DISTRIBUTION_CENTER', parentTypeId: 'WAREHOUSE', description: 'Distribution Center' },
  { facilityTypeId: 'RETAIL_STORE', parentTypeId: null, description: 'Retail Store' },
  { facilityTypeId: 'OUTLET_STORE', parentTypeId: 'RETAIL_STORE', description: 'Outlet Store' },
  { facilityTypeId: 'VIRTUAL_FACILITY', parentTypeId: null, description: 'Virtual Facility' },
  { facilityTypeId: 'PARKING', parentTypeId: 'VIRTUAL_FACILITY', description: 'Parking' },
  { facilityTypeId: 'CONFIGURATION', parentTypeId: 'VIRTUAL_FACILITY', description: 'Configuration' },
] as const;

/** Counts of seeded facilities: 125 real ones (stores, outlets, warehouses, DCs) and 6 virtual. */
export const FACILITY_COUNTS = { nonVirtual: 125, virtual: 6 } as const;

/** A facility without a name (the app then shows its id). */
export const UNNAMED_FACILITY_ID = 'WH_07';
