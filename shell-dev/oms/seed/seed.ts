/**
 * Writes the deterministic demo data set into a freshly created database: reference data,
 * security groups and permissions, stores, facilities, shops and the users of users.ts (63). Everything runs
 * in one transaction; only password hashes (random salts) differ between two seeds.
 */
import fs from 'node:fs';
import path from 'node:path';
import Papa from 'papaparse';
import { bumpSequence, nextId, setMeta, type Db } from '../db/database';
import { bulkLoadUserListRows } from '../db/user-list-rows';
import { hashPasswordSync } from '../auth/passwords';
import { DATA_MANAGER_CONFIGS, EMPLOYEE_COLUMNS, finishJob, IMP_EMPLOYEE, JOB_STATUS, storeTextContent } from '../services/data-manager';
import { duplicate, unknown } from '../services/errors';
import { buildGroupPermissions, buildPermissions, ENDED_GROUP_PERMISSION } from './catalog';
import * as F from './fixtures';
import { seededHabit } from './habits';
import { HistorySeeder, type HistoryLogin } from './login-history';
import { allUsers, STORE_FACILITY_IDS, titleCase, type UserSpec } from './users';

const DAY = 86_400_000;

const VIRTUAL_FACILITIES = [
  ['_NA_', 'VIRTUAL_FACILITY', 'Not Applicable'],
  ['CONFIGURATION', 'CONFIGURATION', 'Configuration'],
  ['PRE_ORDER_PARKING', 'PARKING', 'Pre-order parking'],
  ['BACKORDER_PARKING', 'PARKING', 'Back-order parking'],
  ['REJECTED_ITM_PARKING', 'PARKING', 'Rejected items parking'],
  ['UNFILLABLE_PARKING', 'PARKING', 'Unfillable parking'],
] as const;

function avatarSvg(initials: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
<rect width="128" height="128" rx="64" fill="#0f6cbd"/>
<text x="64" y="78" font-family="sans-serif" font-size="44" fill="#ffffff" text-anchor="middle">${initials}</text>
</svg>
`;
}

export interface SeedOptions {
  /** Where uploaded images live; the seed writes the admin's avatar there. */
  uploadsDir: string;
  /** store.login.history: false seeds no UserLoginHistory row (an instance that never kept it). Default true. */
  loginHistory?: boolean;
  /** password.change.history.limit: 0 (the default, OFBiz's) seeds no UserLoginPasswordHistory row. */
  passwordHistoryLimit?: number;
  /** max.failed.logins: how many failed attempts locked the seeded locked-out logins. Default 3. */
  maxFailedLogins?: number;
}

/** What the seed wrote besides the fixed data. */
export interface SeedResult {
  /** The seed's clock (DevMeta seededAt): login history counts back from it. */
  seededAt: number;
  loginHistoryRows: number;
  passwordHistoryRows: number;
}

/** Seeds a freshly created database. Must not run twice on the same file. */
export function seedDatabase(db: Db, options: SeedOptions): SeedResult {
  const hashes = new Map<string, string>();
  const hashOf = (password: string): string => {
    let hash = hashes.get(password);
    if (!hash) {
      hash = hashPasswordSync(password);
      hashes.set(password, hash);
    }
    return hash;
  };
  const users = allUsers();
  for (const user of users) if (user.login) hashOf(user.login.password);

  const seededAt = Date.now();
  let history: HistorySeeder | undefined;
  // The user-list rows are built once at the end (their triggers would run for every row).
  db.transaction(() => bulkLoadUserListRows(db, () => {
    history = new HistorySeeder(db, {
      now: seededAt,
      loginHistory: options.loginHistory ?? true,
      passwordHistoryLimit: options.passwordHistoryLimit ?? 0,
      maxFailedLogins: options.maxFailedLogins ?? 3,
    });
    seedReferenceData(db);
    seedSecurity(db);
    seedStoresAndFacilities(db);
    const seeder = history;
    users.forEach((user, index) => insertUser(db, user, index, hashOf, seeder));
    history.finish();
    bumpSequence(db, 'Party', Number(F.DEMO_LOGINS.admin.partyId) + users.length - 1);
    seedAvatar(db, options.uploadsDir);
    seedDataManager(db, users);
    setMeta(db, 'seededAt', String(seededAt));
  }))();
  db.exec('ANALYZE');
  return { seededAt, loginHistoryRows: history?.attempts ?? 0, passwordHistoryRows: history?.passwords ?? 0 };
}

/**
 * Demo logins whose first password (SEED_PASSWORD, set by whoever created them) was later changed
 * to their own: their password history has two rows. The admin changed it 200 days before the
 * seed, the manager the day after the login was made.
 */
function passwordChangedAt(userLoginId: string, loginCreated: number, seededAt: number): number | undefined {
  if (userLoginId === F.DEMO_LOGINS.admin.userLoginId) return seededAt - 200 * DAY;
  if (userLoginId === F.DEMO_LOGINS.manager.userLoginId) return loginCreated + DAY;
  return undefined;
}

function seedReferenceData(db: Db): void {
  const run = (sql: string, rows: ReadonlyArray<ReadonlyArray<string | number | null>>): void => {
    const statement = db.prepare(sql);
    for (const row of rows) statement.run(...row);
  };
  run('INSERT INTO PartyType (partyTypeId, description) VALUES (?, ?)', [['PERSON', 'Person'], ['PARTY_GROUP', 'Party Group']]);
  run('INSERT INTO RoleType (roleTypeId, parentTypeId, description) VALUES (?, ?, ?)', F.ROLE_TYPES.map((r) => [r.roleTypeId, r.parentTypeId, r.description]));
  run('INSERT INTO PartyRelationshipType (partyRelationshipTypeId, description) VALUES (?, ?)', [
    ['EMPLOYMENT', 'Employment'],
    ['GROUP_ROLLUP', 'Group Rollup'],
    ['CUSTOMER_REL', 'Customer'],
  ]);
  run('INSERT INTO ContactMechType (contactMechTypeId, description) VALUES (?, ?)', [
    ['EMAIL_ADDRESS', 'Email Address'],
    ['TELECOM_NUMBER', 'Phone Number'],
    ['POSTAL_ADDRESS', 'Postal Address'],
  ]);
  run('INSERT INTO ContactMechPurposeType (contactMechPurposeTypeId, description) VALUES (?, ?)', [
    ['PRIMARY_EMAIL', 'Primary Email Address'],
    ['PRIMARY_PHONE', 'Primary Phone Number'],
    ['BILLING_EMAIL', 'Billing Email'],
    ['PHONE_WORK', 'Work Phone Number'],
  ]);
  db.prepare("INSERT INTO Party (partyId, partyTypeId, statusId, createdDate, createdByUserLogin) VALUES (?, 'PARTY_GROUP', 'PARTY_ENABLED', ?, 'system')").run(F.ORGANIZATION.partyId, F.SEED_EPOCH - 30 * DAY);
  db.prepare('INSERT INTO PartyGroup (partyId, groupName) VALUES (?, ?)').run(F.ORGANIZATION.partyId, F.ORGANIZATION.groupName);
  db.prepare("INSERT INTO PartyRole (partyId, roleTypeId) VALUES (?, 'INTERNAL_ORGANIZATIO')").run(F.ORGANIZATION.partyId);
  // 'system' creates things in OFBiz but belongs to no party; the app shows it as the genie.
  db.prepare("INSERT INTO UserLogin (userLoginId, partyId, enabled, isSystem, createdDate) VALUES ('system', NULL, 'N', 'Y', ?)").run(F.SEED_EPOCH - 30 * DAY);
}

function seedSecurity(db: Db): void {
  const permission = db.prepare('INSERT INTO SecurityPermission (permissionId, description) VALUES (?, ?)');
  const group = db.prepare('INSERT INTO SecurityGroup (groupId, groupName, description, groupTypeEnumId) VALUES (?, ?, ?, ?)');
  const grant = db.prepare('INSERT INTO SecurityGroupPermission (groupId, permissionId, fromDate, thruDate) VALUES (?, ?, ?, ?)');
  for (const g of F.SECURITY_GROUPS) group.run(g.groupId, g.groupName, g.description, null);
  for (const g of F.CLASSIFICATION_GROUPS) group.run(g.groupId, g.groupName, `${g.groupName} permissions`, F.CLASSIFICATION_GROUP_TYPE);
  for (const p of buildPermissions()) {
    permission.run(p.permissionId, p.description);
    if (p.classificationGroupId) grant.run(p.classificationGroupId, p.permissionId, F.SEED_EPOCH, null);
  }
  for (const [groupId, permissionIds] of Object.entries(buildGroupPermissions())) {
    for (const permissionId of new Set(permissionIds)) grant.run(groupId, permissionId, F.SEED_EPOCH, null);
  }
  grant.run(ENDED_GROUP_PERMISSION.groupId, ENDED_GROUP_PERMISSION.permissionId, F.SEED_EPOCH, F.SEED_EPOCH + 90 * DAY);
}

function seedStoresAndFacilities(db: Db): void {
  const store = db.prepare('INSERT INTO ProductStore (productStoreId, storeName, companyName, payToPartyId, defaultCurrencyUomId) VALUES (?, ?, ?, ?, ?)');
  for (const s of F.PRODUCT_STORES) store.run(s.productStoreId, s.storeName, F.ORGANIZATION.groupName, F.ORGANIZATION.partyId, s.productStoreId === 'STORE_CA' ? 'CAD' : 'USD');
  const shop = db.prepare('INSERT INTO ShopifyShop (shopId, name, myshopifyDomain, currencyCode) VALUES (?, ?, ?, ?)');
  const config = db.prepare("INSERT INTO ShopifyConfig (shopifyConfigId, shopifyConfigName, shopId, productStoreId, accessScopeEnumId) VALUES (?, ?, ?, ?, 'SHOP_READ_WRITE_ACCESS')");
  for (const c of F.SHOP_CONFIGS) {
    shop.run(c.shopId, c.name, `${c.shopId.toLowerCase().replace(/_/g, '-')}.myshopify.com`, c.productStoreId === 'STORE_CA' ? 'CAD' : 'USD');
    config.run(c.shopifyConfigId, c.shopifyConfigName, c.shopId, c.productStoreId);
  }
  const type = db.prepare('INSERT INTO FacilityType (facilityTypeId, parentTypeId, description) VALUES (?, ?, ?)');
  for (const t of F.FACILITY_TYPES) type.run(t.facilityTypeId, t.parentTypeId, t.description);
  const facility = db.prepare('INSERT INTO Facility (facilityId, facilityTypeId, facilityName, ownerPartyId, openedDate) VALUES (?, ?, ?, ?, ?)');
  const add = (id: string, typeId: string, name: string | null, n: number): void => {
    facility.run(id, typeId, name, F.ORGANIZATION.partyId, F.SEED_EPOCH - (200 - n) * DAY);
  };
  let n = 0;
  for (const id of STORE_FACILITY_IDS) add(id, 'RETAIL_STORE', titleCase(id), n++);
  const pad = (i: number): string => String(i).padStart(2, '0');
  for (let i = 1; i <= 5; i++) add(`OUTLET_${pad(i)}`, 'OUTLET_STORE', `Outlet ${pad(i)}`, n++);
  for (let i = 1; i <= 50; i++) add(`WH_${pad(i)}`, 'WAREHOUSE', `WH_${pad(i)}` === F.UNNAMED_FACILITY_ID ? null : `Warehouse ${pad(i)}`, n++);
  for (let i = 1; i <= 20; i++) add(`DC_${pad(i)}`, 'DISTRIBUTION_CENTER', `Distribution Center ${pad(i)}`, n++);
  if (n !== F.FACILITY_COUNTS.nonVirtual) throw new Error(`seeded ${n} facilities, fixtures say ${F.FACILITY_COUNTS.nonVirtual}`);
  for (const [id, typeId, name] of VIRTUAL_FACILITIES) add(id, typeId, name, n++);
}

function insertUser(db: Db, user: UserSpec, index: number, hashOf: (password: string) => string, history: HistorySeeder): void {
  const created = F.SEED_EPOCH + index * 5 * DAY + index * 37 * 60_000;
  const createdBy = index < 8 ? 'system' : 'admin';
  db.prepare('INSERT INTO Party (partyId, partyTypeId, statusId, externalId, createdDate, createdByUserLogin, lastModifiedDate, lastModifiedByUserLogin) VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(
    user.partyId, user.partyTypeId, user.statusId, user.externalId ?? null, created, createdBy, created, createdBy,
  );
  if (user.partyTypeId === 'PERSON') {
    db.prepare('INSERT INTO Person (partyId, firstName, lastName) VALUES (?, ?, ?)').run(user.partyId, user.firstName ?? null, user.lastName ?? null);
  } else {
    db.prepare('INSERT INTO PartyGroup (partyId, groupName) VALUES (?, ?)').run(user.partyId, user.groupName ?? null);
  }
  const role = db.prepare('INSERT OR IGNORE INTO PartyRole (partyId, roleTypeId) VALUES (?, ?)');
  role.run(user.partyId, 'APPLICATION_USER');
  db.prepare("INSERT INTO PartyRelationship (partyIdFrom, partyIdTo, roleTypeIdFrom, roleTypeIdTo, fromDate, thruDate, partyRelationshipTypeId) VALUES (?, ?, 'INTERNAL_ORGANIZATIO', 'APPLICATION_USER', ?, ?, 'EMPLOYMENT')").run(
    F.ORGANIZATION.partyId, user.partyId, created, user.relationship === 'ended' ? created + 30 * DAY : null,
  );
  const l = user.login;
  if (l) {
    const loginCreated = l.createdDaysBeforeSeed === undefined ? created : history.now - l.createdDaysBeforeSeed * DAY;
    const historyLogin: HistoryLogin = { userLoginId: l.userLoginId, partyId: user.partyId, password: l.password, createdDate: loginCreated, key: Number(user.partyId) };
    // Its history decides the failed-login count, and for a locked-out login its disabled state.
    const { habit, state } = history.plan(historyLogin, seededHabit(user, index, created));
    db.prepare('INSERT INTO UserLogin (userLoginId, partyId, currentPassword, enabled, hasLoggedOut, requirePasswordChange, lastTimeZone, lastLocale, disabledDateTime, successiveFailedLogins, createdDate) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').run(
      l.userLoginId, user.partyId, hashOf(l.password), state.enabled ?? l.enabled, l.hasLoggedOut, l.requirePasswordChange, l.lastTimeZone ?? null, l.lastLocale ?? null, state.disabledDateTime, state.successiveFailedLogins, loginCreated,
    );
    history.write(historyLogin, habit);
    // The legacy rows' logins predate the instance's password history.
    if (Number(user.partyId) < Number(F.LEGACY_LOGIN_USER.partyId)) {
      const changed = passwordChangedAt(l.userLoginId, loginCreated, history.now);
      if (changed === undefined) history.writePassword(l.userLoginId, loginCreated, null, hashOf(l.password));
      else {
        history.writePassword(l.userLoginId, loginCreated, changed, hashOf(F.SEED_PASSWORD));
        history.writePassword(l.userLoginId, changed, null, hashOf(l.password));
      }
    }
    const member = db.prepare('INSERT INTO UserLoginSecurityGroup (userLoginId, groupId, fromDate) VALUES (?, ?, ?)');
    l.groups.forEach((groupId, i) => member.run(l.userLoginId, groupId, loginCreated + i * 60_000));
    const pref = db.prepare('INSERT INTO UserPreference (userLoginId, userPrefTypeId, userPrefGroupTypeId, userPrefValue) VALUES (?, ?, ?, ?)');
    pref.run(l.userLoginId, 'ORGANIZATION_PARTY', 'GLOBAL_PREFERENCES', F.ORGANIZATION.partyId);
    if (user.favoriteProductStoreId) pref.run(l.userLoginId, 'FAVORITE_PRODUCT_STORE', 'GLOBAL_PREFERENCES', user.favoriteProductStoreId);
    if (user.favoriteShopId) pref.run(l.userLoginId, 'FAVORITE_SHOPIFY_SHOP', 'GLOBAL_PREFERENCES', user.favoriteShopId);
  }
  if (user.email) addContact(db, user.partyId, 'EMAIL_ADDRESS', 'PRIMARY_EMAIL', user.email, created);
  if (user.phone) addContact(db, user.partyId, 'TELECOM_NUMBER', 'PRIMARY_PHONE', user.phone, created);
  if (user.productStoreIds.length) {
    const storeRole = db.prepare("INSERT INTO ProductStoreRole (partyId, roleTypeId, productStoreId, fromDate) VALUES (?, 'APPLICATION_USER', ?, ?)");
    for (const storeId of user.productStoreIds) storeRole.run(user.partyId, storeId, created);
  }
  const facilityParty = db.prepare('INSERT INTO FacilityParty (facilityId, partyId, roleTypeId, fromDate) VALUES (?, ?, ?, ?)');
  if (user.pickerFacilityIds.length) {
    role.run(user.partyId, 'WAREHOUSE_PICKER');
    for (const facilityId of user.pickerFacilityIds) facilityParty.run(facilityId, user.partyId, 'WAREHOUSE_PICKER', created);
  }
  if (user.facilityLogin) {
    role.run(user.partyId, user.facilityLogin.roleTypeId);
    facilityParty.run(user.facilityLogin.facilityId, user.partyId, user.facilityLogin.roleTypeId, created);
  }
}

function addContact(db: Db, partyId: string, typeId: string, purposeId: string, value: string, fromDate: number): void {
  const contactMechId = nextId(db, 'ContactMech');
  const isEmail = typeId === 'EMAIL_ADDRESS';
  db.prepare('INSERT INTO ContactMech (contactMechId, contactMechTypeId, infoString) VALUES (?, ?, ?)').run(contactMechId, typeId, isEmail ? value : null);
  if (!isEmail) db.prepare("INSERT INTO TelecomNumber (contactMechId, countryCode, areaCode, contactNumber) VALUES (?, '1', '212', ?)").run(contactMechId, value);
  db.prepare('INSERT INTO PartyContactMech (partyId, contactMechId, fromDate) VALUES (?, ?, ?)').run(partyId, contactMechId, fromDate);
  db.prepare('INSERT INTO PartyContactMechPurpose (partyId, contactMechId, contactMechPurposeTypeId, fromDate) VALUES (?, ?, ?, ?)').run(partyId, contactMechId, purposeId, fromDate);
}

function seedAvatar(db: Db, uploadsDir: string): void {
  const admin = F.DEMO_LOGINS.admin;
  const fileName = `${admin.partyId}-avatar.svg`;
  fs.mkdirSync(uploadsDir, { recursive: true });
  fs.writeFileSync(path.join(uploadsDir, fileName), avatarSvg(admin.firstName.charAt(0) + admin.lastName.charAt(0)));
  const dataResourceId = nextId(db, 'DataResource');
  const contentId = nextId(db, 'Content');
  db.prepare("INSERT INTO DataResource (dataResourceId, dataResourceTypeId, dataResourceName, mimeTypeId, objectInfo, createdDate, createdByUserLogin) VALUES (?, 'URL_RESOURCE', ?, 'image/svg+xml', ?, ?, 'system')").run(
    dataResourceId, fileName, `/resources/uploads/${fileName}`, F.SEED_EPOCH,
  );
  db.prepare("INSERT INTO Content (contentId, contentTypeId, dataResourceId, contentName, mimeTypeId, createdDate, createdByUserLogin) VALUES (?, 'DOCUMENT', ?, ?, 'image/svg+xml', ?, 'system')").run(
    contentId, dataResourceId, fileName, F.SEED_EPOCH,
  );
  db.prepare("INSERT INTO PartyContent (partyId, contentId, partyContentTypeId, fromDate) VALUES (?, ?, 'LGOIMGURL', ?)").run(admin.partyId, contentId, F.SEED_EPOCH);
}

/**
 * The data manager's configs and two finished employee imports another login ran (SEEDED_IMPORT_JOBS):
 * their files list seeded filler users (people that exist), the second also two rows that failed,
 * with the messages the runner gives them.
 */
function seedDataManager(db: Db, users: readonly UserSpec[]): void {
  const config = db.prepare('INSERT INTO DataManagerConfig (configId, description, importServiceName) VALUES (?, ?, ?)');
  for (const c of DATA_MANAGER_CONFIGS) config.run(c.configId, c.description, c.importServiceName);
  const filler = users.filter((u) => u.partyTypeId === 'PERSON' && Number(u.partyId) >= 10020 && u.login && u.login.groups.length === 1 && u.email && u.relationship === 'current');
  const rowOf = (u: UserSpec): string[] => [u.firstName ?? '', u.lastName ?? '', u.login?.groups[0] ?? '', u.login?.userLoginId ?? '', F.SEED_PASSWORD, u.email ?? '', u.externalId ?? ''];
  const failedRows = [
    { cells: [F.KNOWN_PERSON.firstName, F.KNOWN_PERSON.lastName, 'STORE_MANAGER', F.KNOWN_PERSON.userLoginId, F.SEED_PASSWORD, F.KNOWN_PERSON.email, ''], message: duplicate(`Could not create login user: user with ID ${F.KNOWN_PERSON.userLoginId} already exists.`).message },
    { cells: ['Nadia', 'Okafor', 'NIGHT_SHIFT', 'nadia.okafor', F.SEED_PASSWORD, 'nadia.okafor@example.com', 'EMP-2291'], message: unknown('SecurityGroup', 'NIGHT_SHIFT').message },
  ];
  const csv = (rows: string[][]): string => `${Papa.unparse({ fields: [...EMPLOYEE_COLUMNS], data: rows }, { newline: '\r\n' })}\r\n`;
  let next = 0;
  for (const job of F.SEEDED_IMPORT_JOBS) {
    const imported = filler.slice(next, next + job.imported).map(rowOf);
    next += job.imported;
    const failures = failedRows.slice(0, job.failed);
    if (imported.length !== job.imported || failures.length !== job.failed) throw new Error(`seed: not enough rows for the import ${job.fileName}`);
    const uploaded = storeTextContent(db, { name: job.fileName, mimeTypeId: 'text/csv', text: csv([...imported, ...failures.map((f) => f.cells)]), now: job.createdDate, createdBy: job.createdByUserLogin });
    const logId = nextId(db, 'DataManagerLog');
    if (logId !== job.logId) throw new Error(`seed: import ${job.fileName} got logId ${logId}, fixtures say ${job.logId}`);
    db.prepare('INSERT INTO DataManagerLog (logId, configId, contentId, statusId, createdDate, createdByUserLogin) VALUES (?, ?, ?, ?, ?, ?)').run(
      logId, IMP_EMPLOYEE, uploaded.contentId, JOB_STATUS.running, job.createdDate, job.createdByUserLogin,
    );
    const startedAt = job.createdDate + 2_000;
    db.prepare('UPDATE DataManagerLog SET startDateTime = ? WHERE logId = ?').run(startedAt, logId);
    finishJob(
      db,
      { logId, configId: IMP_EMPLOYEE, contentName: job.fileName, createdByUserLogin: job.createdByUserLogin, startedAt, finishedAt: startedAt + 1_500 * (job.imported + job.failed), statusId: JOB_STATUS.finished, rowsRead: job.imported + job.failed, imported: job.imported, failed: job.failed },
      { headers: EMPLOYEE_COLUMNS, failures },
    );
  }
}
