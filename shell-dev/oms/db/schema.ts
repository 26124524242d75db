/**
 * The OMS dev server's SQLite schema: OFBiz entity names and field names, timestamps as epoch
 * milliseconds (INTEGER), Y/N flags as TEXT. Views (views.ts) model the OFBiz view-entities the app
 * reads, so performFind stays one generic implementation over tables and views. As in OFBiz, status and
 * indicator fields may be empty (old data: Party.statusId, UserLogin.enabled/hasLoggedOut/
 * requirePasswordChange), and the foreign keys of OFBiz's entity model that the services lean on
 * are declared, including FacilityParty/ProductStoreRole/PartyRelationship -> PartyRole.
 */
import { HISTORY_TABLES_SQL } from './history-tables';
import { INDEXES_SQL } from './indexes';
import { USER_LIST_ROWS_SQL } from './user-list-rows';
import { VIEWS_SQL } from './views';

/** Bumped whenever the DDL changes; an older file is rebuilt (see database.ts). */
export const SCHEMA_VERSION = 7;

const tables = `
CREATE TABLE DevMeta (key TEXT PRIMARY KEY, value TEXT) STRICT, WITHOUT ROWID;
CREATE TABLE SequenceValueItem (seqName TEXT PRIMARY KEY, seqId INTEGER NOT NULL) STRICT, WITHOUT ROWID;

CREATE TABLE PartyType (partyTypeId TEXT PRIMARY KEY, description TEXT) STRICT, WITHOUT ROWID;
CREATE TABLE Party (
  partyId TEXT PRIMARY KEY,
  partyTypeId TEXT NOT NULL REFERENCES PartyType(partyTypeId),
  statusId TEXT,
  externalId TEXT,
  description TEXT,
  createdDate INTEGER,
  createdByUserLogin TEXT,
  lastModifiedDate INTEGER,
  lastModifiedByUserLogin TEXT
) STRICT, WITHOUT ROWID;
CREATE TABLE Person (
  partyId TEXT PRIMARY KEY REFERENCES Party(partyId),
  firstName TEXT,
  middleName TEXT,
  lastName TEXT
) STRICT, WITHOUT ROWID;
CREATE TABLE PartyGroup (
  partyId TEXT PRIMARY KEY REFERENCES Party(partyId),
  groupName TEXT
) STRICT, WITHOUT ROWID;

CREATE TABLE UserLogin (
  userLoginId TEXT PRIMARY KEY,
  partyId TEXT REFERENCES Party(partyId),
  currentPassword TEXT,
  passwordHint TEXT,
  isSystem TEXT,
  enabled TEXT,
  hasLoggedOut TEXT,
  requirePasswordChange TEXT,
  lastLocale TEXT,
  lastTimeZone TEXT,
  disabledDateTime INTEGER,
  disabledBy TEXT,
  successiveFailedLogins INTEGER NOT NULL DEFAULT 0,
  createdDate INTEGER
) STRICT, WITHOUT ROWID;

CREATE TABLE SecurityGroup (
  groupId TEXT PRIMARY KEY,
  groupName TEXT,
  description TEXT,
  groupTypeEnumId TEXT
) STRICT, WITHOUT ROWID;
CREATE TABLE SecurityPermission (permissionId TEXT PRIMARY KEY, description TEXT) STRICT, WITHOUT ROWID;
CREATE TABLE SecurityGroupPermission (
  groupId TEXT NOT NULL REFERENCES SecurityGroup(groupId),
  permissionId TEXT NOT NULL REFERENCES SecurityPermission(permissionId),
  fromDate INTEGER NOT NULL,
  thruDate INTEGER,
  PRIMARY KEY (groupId, permissionId, fromDate)
) STRICT, WITHOUT ROWID;
CREATE TABLE UserLoginSecurityGroup (
  userLoginId TEXT NOT NULL REFERENCES UserLogin(userLoginId),
  groupId TEXT NOT NULL REFERENCES SecurityGroup(groupId),
  fromDate INTEGER NOT NULL,
  thruDate INTEGER,
  PRIMARY KEY (userLoginId, groupId, fromDate)
) STRICT, WITHOUT ROWID;

CREATE TABLE RoleType (
  roleTypeId TEXT PRIMARY KEY,
  parentTypeId TEXT REFERENCES RoleType(roleTypeId),
  hasTable TEXT,
  description TEXT
) STRICT, WITHOUT ROWID;
CREATE TABLE PartyRole (
  partyId TEXT NOT NULL REFERENCES Party(partyId),
  roleTypeId TEXT NOT NULL REFERENCES RoleType(roleTypeId),
  PRIMARY KEY (partyId, roleTypeId)
) STRICT, WITHOUT ROWID;
CREATE TABLE PartyRelationshipType (partyRelationshipTypeId TEXT PRIMARY KEY, description TEXT) STRICT, WITHOUT ROWID;
CREATE TABLE PartyRelationship (
  partyIdFrom TEXT NOT NULL REFERENCES Party(partyId),
  partyIdTo TEXT NOT NULL REFERENCES Party(partyId),
  roleTypeIdFrom TEXT NOT NULL REFERENCES RoleType(roleTypeId),
  roleTypeIdTo TEXT NOT NULL REFERENCES RoleType(roleTypeId),
  fromDate INTEGER NOT NULL,
  thruDate INTEGER,
  statusId TEXT,
  partyRelationshipTypeId TEXT REFERENCES PartyRelationshipType(partyRelationshipTypeId),
  comments TEXT,
  PRIMARY KEY (partyIdFrom, partyIdTo, roleTypeIdFrom, roleTypeIdTo, fromDate),
  FOREIGN KEY (partyIdFrom, roleTypeIdFrom) REFERENCES PartyRole(partyId, roleTypeId),
  FOREIGN KEY (partyIdTo, roleTypeIdTo) REFERENCES PartyRole(partyId, roleTypeId)
) STRICT, WITHOUT ROWID;

CREATE TABLE ProductStore (
  productStoreId TEXT PRIMARY KEY,
  storeName TEXT,
  companyName TEXT,
  payToPartyId TEXT REFERENCES Party(partyId),
  defaultCurrencyUomId TEXT
) STRICT, WITHOUT ROWID;
CREATE TABLE ProductStoreRole (
  partyId TEXT NOT NULL REFERENCES Party(partyId),
  roleTypeId TEXT NOT NULL REFERENCES RoleType(roleTypeId),
  productStoreId TEXT NOT NULL REFERENCES ProductStore(productStoreId),
  fromDate INTEGER NOT NULL,
  thruDate INTEGER,
  sequenceNum INTEGER,
  PRIMARY KEY (partyId, roleTypeId, productStoreId, fromDate),
  FOREIGN KEY (partyId, roleTypeId) REFERENCES PartyRole(partyId, roleTypeId)
) STRICT, WITHOUT ROWID;

CREATE TABLE FacilityType (
  facilityTypeId TEXT PRIMARY KEY,
  parentTypeId TEXT REFERENCES FacilityType(facilityTypeId),
  description TEXT
) STRICT, WITHOUT ROWID;
CREATE TABLE Facility (
  facilityId TEXT PRIMARY KEY,
  facilityTypeId TEXT NOT NULL REFERENCES FacilityType(facilityTypeId),
  parentFacilityId TEXT REFERENCES Facility(facilityId),
  ownerPartyId TEXT REFERENCES Party(partyId),
  facilityName TEXT,
  externalId TEXT,
  openedDate INTEGER
) STRICT, WITHOUT ROWID;
CREATE TABLE FacilityParty (
  facilityId TEXT NOT NULL REFERENCES Facility(facilityId),
  partyId TEXT NOT NULL REFERENCES Party(partyId),
  roleTypeId TEXT NOT NULL REFERENCES RoleType(roleTypeId),
  fromDate INTEGER NOT NULL,
  thruDate INTEGER,
  PRIMARY KEY (facilityId, partyId, roleTypeId, fromDate),
  FOREIGN KEY (partyId, roleTypeId) REFERENCES PartyRole(partyId, roleTypeId)
) STRICT, WITHOUT ROWID;

CREATE TABLE ContactMechType (contactMechTypeId TEXT PRIMARY KEY, description TEXT) STRICT, WITHOUT ROWID;
CREATE TABLE ContactMechPurposeType (contactMechPurposeTypeId TEXT PRIMARY KEY, description TEXT) STRICT, WITHOUT ROWID;
CREATE TABLE ContactMech (
  contactMechId TEXT PRIMARY KEY,
  contactMechTypeId TEXT NOT NULL REFERENCES ContactMechType(contactMechTypeId),
  infoString TEXT
) STRICT, WITHOUT ROWID;
CREATE TABLE TelecomNumber (
  contactMechId TEXT PRIMARY KEY REFERENCES ContactMech(contactMechId),
  countryCode TEXT,
  areaCode TEXT,
  contactNumber TEXT,
  askForName TEXT
) STRICT, WITHOUT ROWID;
CREATE TABLE PartyContactMech (
  partyId TEXT NOT NULL REFERENCES Party(partyId),
  contactMechId TEXT NOT NULL REFERENCES ContactMech(contactMechId),
  fromDate INTEGER NOT NULL,
  thruDate INTEGER,
  allowSolicitation TEXT,
  extension TEXT,
  PRIMARY KEY (partyId, contactMechId, fromDate)
) STRICT, WITHOUT ROWID;
CREATE TABLE PartyContactMechPurpose (
  partyId TEXT NOT NULL REFERENCES Party(partyId),
  contactMechId TEXT NOT NULL REFERENCES ContactMech(contactMechId),
  contactMechPurposeTypeId TEXT NOT NULL REFERENCES ContactMechPurposeType(contactMechPurposeTypeId),
  fromDate INTEGER NOT NULL,
  thruDate INTEGER,
  PRIMARY KEY (partyId, contactMechId, contactMechPurposeTypeId, fromDate)
) STRICT, WITHOUT ROWID;

CREATE TABLE UserPreference (
  userLoginId TEXT NOT NULL REFERENCES UserLogin(userLoginId),
  userPrefTypeId TEXT NOT NULL,
  userPrefGroupTypeId TEXT,
  userPrefValue TEXT,
  userPrefDataType TEXT,
  PRIMARY KEY (userLoginId, userPrefTypeId)
) STRICT, WITHOUT ROWID;

CREATE TABLE DataResource (
  dataResourceId TEXT PRIMARY KEY,
  dataResourceTypeId TEXT,
  dataResourceName TEXT,
  mimeTypeId TEXT,
  objectInfo TEXT,
  createdDate INTEGER,
  createdByUserLogin TEXT
) STRICT, WITHOUT ROWID;
CREATE TABLE Content (
  contentId TEXT PRIMARY KEY,
  contentTypeId TEXT,
  dataResourceId TEXT REFERENCES DataResource(dataResourceId),
  contentName TEXT,
  mimeTypeId TEXT,
  createdDate INTEGER,
  createdByUserLogin TEXT
) STRICT, WITHOUT ROWID;
CREATE TABLE PartyContent (
  partyId TEXT NOT NULL REFERENCES Party(partyId),
  contentId TEXT NOT NULL REFERENCES Content(contentId),
  partyContentTypeId TEXT NOT NULL,
  fromDate INTEGER NOT NULL,
  thruDate INTEGER,
  PRIMARY KEY (partyId, contentId, partyContentTypeId, fromDate)
) STRICT, WITHOUT ROWID;

-- Text data of a DataResource (dataResourceTypeId ELECTRONIC_TEXT): the data manager's files.
CREATE TABLE ElectronicText (
  dataResourceId TEXT PRIMARY KEY REFERENCES DataResource(dataResourceId),
  textData TEXT
) STRICT, WITHOUT ROWID;

-- The data manager (bulk imports, services/data-manager.ts): its configs and one log row per
-- uploaded file; contentId is the uploaded file's Content, the two other content ids the log and
-- the error file the runner writes.
CREATE TABLE DataManagerConfig (
  configId TEXT PRIMARY KEY,
  description TEXT,
  importServiceName TEXT
) STRICT, WITHOUT ROWID;
CREATE TABLE DataManagerLog (
  logId TEXT PRIMARY KEY,
  configId TEXT NOT NULL REFERENCES DataManagerConfig(configId),
  contentId TEXT REFERENCES Content(contentId),
  statusId TEXT NOT NULL,
  createdDate INTEGER NOT NULL,
  startDateTime INTEGER,
  finishDateTime INTEGER,
  createdByUserLogin TEXT,
  logFileContentId TEXT REFERENCES Content(contentId),
  errorRecordContentId TEXT REFERENCES Content(contentId)
) STRICT, WITHOUT ROWID;

CREATE TABLE ShopifyShop (
  shopId TEXT PRIMARY KEY,
  name TEXT,
  myshopifyDomain TEXT,
  currencyCode TEXT
) STRICT, WITHOUT ROWID;
CREATE TABLE ShopifyConfig (
  shopifyConfigId TEXT PRIMARY KEY,
  shopifyConfigName TEXT,
  shopId TEXT REFERENCES ShopifyShop(shopId),
  productStoreId TEXT REFERENCES ProductStore(productStoreId),
  accessScopeEnumId TEXT
) STRICT, WITHOUT ROWID;

CREATE TABLE DevToken (
  token TEXT PRIMARY KEY,
  userLoginId TEXT NOT NULL REFERENCES UserLogin(userLoginId),
  issuedAt INTEGER NOT NULL,
  expiresAt INTEGER NOT NULL,
  revokedAt INTEGER
) STRICT, WITHOUT ROWID;
CREATE TABLE DevOutbox (
  mailId INTEGER PRIMARY KEY AUTOINCREMENT,
  toAddress TEXT NOT NULL,
  userLoginId TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  sentDate INTEGER NOT NULL,
  sentByUserLogin TEXT
) STRICT;
`;

/** The complete DDL, run once on a new database file (DevUserListRow: see user-list-rows.ts). */
export const SCHEMA_SQL = tables + HISTORY_TABLES_SQL + INDEXES_SQL + VIEWS_SQL + USER_LIST_ROWS_SQL;
