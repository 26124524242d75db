/**
 * The OMS dev server's SQLite schema: OFBiz entity names and field names, timestamps as epoch
 * milliseconds (INTEGER), Y/N flags as TEXT. Views model the OFBiz view-entities the app reads,
 * so performFind stays one generic implementation over tables and views.
 */

/** Bumped whenever the DDL changes; an older file is rebuilt (see database.ts). */
export const SCHEMA_VERSION = 3;

/** SQL expression for "now" in epoch milliseconds, evaluated per statement. */
export const NOW_MS_SQL = "CAST(unixepoch('subsec') * 1000 AS INTEGER)";

const tables = `
CREATE TABLE DevMeta (key TEXT PRIMARY KEY, value TEXT) STRICT, WITHOUT ROWID;
CREATE TABLE SequenceValueItem (seqName TEXT PRIMARY KEY, seqId INTEGER NOT NULL) STRICT, WITHOUT ROWID;

CREATE TABLE PartyType (partyTypeId TEXT PRIMARY KEY, description TEXT) STRICT, WITHOUT ROWID;
CREATE TABLE Party (
  partyId TEXT PRIMARY KEY,
  partyTypeId TEXT NOT NULL REFERENCES PartyType(partyTypeId),
  statusId TEXT NOT NULL DEFAULT 'PARTY_ENABLED',
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
  enabled TEXT NOT NULL DEFAULT 'Y',
  hasLoggedOut TEXT NOT NULL DEFAULT 'N',
  requirePasswordChange TEXT NOT NULL DEFAULT 'N',
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
  PRIMARY KEY (partyIdFrom, partyIdTo, roleTypeIdFrom, roleTypeIdTo, fromDate)
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
  PRIMARY KEY (partyId, roleTypeId, productStoreId, fromDate)
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
  PRIMARY KEY (facilityId, partyId, roleTypeId, fromDate)
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

// The user list orders by createdDate and searches names case-insensitively by prefix; the
// expression indexes serve upper(x) range scans (see find/perform-find.ts, op 'like').
const indexes = `
CREATE INDEX Party_createdDate ON Party(createdDate);
CREATE INDEX Person_upperFirstName ON Person(upper(firstName));
CREATE INDEX Person_upperLastName ON Person(upper(lastName));
CREATE INDEX PartyGroup_upperGroupName ON PartyGroup(upper(groupName));
CREATE INDEX UserLogin_partyId ON UserLogin(partyId);
CREATE INDEX UserLogin_upperUserLoginId ON UserLogin(upper(userLoginId));
CREATE INDEX ULSG_groupId ON UserLoginSecurityGroup(groupId);
CREATE INDEX SGP_permissionId ON SecurityGroupPermission(permissionId);
CREATE INDEX PartyRelationship_to ON PartyRelationship(partyIdTo, roleTypeIdTo, thruDate);
CREATE INDEX ProductStoreRole_store ON ProductStoreRole(productStoreId);
CREATE INDEX FacilityParty_partyId ON FacilityParty(partyId);
CREATE INDEX Facility_type ON Facility(facilityTypeId);
CREATE INDEX PartyContactMech_contactMechId ON PartyContactMech(contactMechId);
CREATE INDEX PartyContent_partyId ON PartyContent(partyId);
CREATE INDEX RoleType_parent ON RoleType(parentTypeId);
CREATE INDEX DevToken_userLoginId ON DevToken(userLoginId);
`;

// In the user view, '+p.partyId' keeps SQLite from driving the join from PartyRelationship (a
// filter on roleTypeIdTo would otherwise turn the LEFT JOIN into an inner join the planner may
// reorder): the list then walks Party in createdDate order and stops after one page.
const views = `
CREATE VIEW PartyAndUserLoginSecurityGroupDetails AS
SELECT
  p.partyId AS partyId, p.partyTypeId AS partyTypeId, p.statusId AS statusId,
  p.externalId AS externalId, p.createdDate AS createdDate,
  p.createdByUserLogin AS createdByUserLogin, p.lastModifiedDate AS lastModifiedDate,
  per.firstName AS firstName, per.lastName AS lastName, pg.groupName AS groupName,
  ul.userLoginId AS userLoginId, ul.enabled AS enabled, ul.hasLoggedOut AS hasLoggedOut,
  ul.requirePasswordChange AS requirePasswordChange,
  ulsg.groupId AS securityGroupId, sg.groupName AS securityGroupName,
  ulsg.fromDate AS securityGroupFromDate,
  pr.partyIdFrom AS partyIdFrom, pr.roleTypeIdFrom AS roleTypeIdFrom, pr.roleTypeIdTo AS roleTypeIdTo,
  pr.partyRelationshipTypeId AS partyRelationshipTypeId,
  pr.fromDate AS relationshipFromDate, pr.thruDate AS relationshipThruDate
FROM Party p
LEFT JOIN Person per ON per.partyId = p.partyId
LEFT JOIN PartyGroup pg ON pg.partyId = p.partyId
LEFT JOIN UserLogin ul ON ul.partyId = p.partyId
LEFT JOIN UserLoginSecurityGroup ulsg ON ulsg.userLoginId = ul.userLoginId
  AND (ulsg.thruDate IS NULL OR ulsg.thruDate > ${NOW_MS_SQL})
  AND (ulsg.fromDate <= ${NOW_MS_SQL})
LEFT JOIN SecurityGroup sg ON sg.groupId = ulsg.groupId
LEFT JOIN PartyRelationship pr ON pr.partyIdTo = +p.partyId;

CREATE VIEW PartyContactDetailByPurpose AS
SELECT
  pcm.partyId AS partyId, p.partyTypeId AS partyTypeId, p.statusId AS statusId, p.externalId AS externalId,
  cm.contactMechId AS contactMechId, cm.contactMechTypeId AS contactMechTypeId, cm.infoString AS infoString,
  tn.countryCode AS countryCode, tn.areaCode AS areaCode, tn.contactNumber AS contactNumber,
  tn.askForName AS askForName,
  pcm.fromDate AS fromDate, pcm.thruDate AS thruDate, pcm.allowSolicitation AS allowSolicitation,
  pcm.extension AS extension,
  pcmp.contactMechPurposeTypeId AS contactMechPurposeTypeId,
  pcmp.fromDate AS purposeFromDate, pcmp.thruDate AS purposeThruDate
FROM PartyContactMech pcm
JOIN Party p ON p.partyId = pcm.partyId
JOIN ContactMech cm ON cm.contactMechId = pcm.contactMechId
JOIN PartyContactMechPurpose pcmp ON pcmp.partyId = pcm.partyId AND pcmp.contactMechId = pcm.contactMechId
LEFT JOIN TelecomNumber tn ON tn.contactMechId = cm.contactMechId;

CREATE VIEW ProductStoreAndRole AS
SELECT
  psr.partyId AS partyId, psr.roleTypeId AS roleTypeId, psr.productStoreId AS productStoreId,
  psr.fromDate AS fromDate, psr.thruDate AS thruDate, psr.sequenceNum AS sequenceNum,
  ps.storeName AS storeName, ps.companyName AS companyName
FROM ProductStoreRole psr
JOIN ProductStore ps ON ps.productStoreId = psr.productStoreId;

CREATE VIEW FacilityAndType AS
SELECT
  f.facilityId AS facilityId, f.facilityName AS facilityName, f.facilityTypeId AS facilityTypeId,
  f.parentFacilityId AS parentFacilityId, f.ownerPartyId AS ownerPartyId, f.externalId AS externalId,
  f.openedDate AS openedDate, ft.parentTypeId AS parentTypeId, ft.description AS description
FROM Facility f
JOIN FacilityType ft ON ft.facilityTypeId = f.facilityTypeId;

CREATE VIEW FacilityPartyAndFacility AS
SELECT
  fp.facilityId AS facilityId, fp.partyId AS partyId, fp.roleTypeId AS roleTypeId,
  fp.fromDate AS fromDate, fp.thruDate AS thruDate,
  f.facilityName AS facilityName, f.facilityTypeId AS facilityTypeId
FROM FacilityParty fp
JOIN Facility f ON f.facilityId = fp.facilityId;

CREATE VIEW SecurityGroupAndPermission AS
SELECT
  sg.groupId AS groupId, sg.groupName AS groupName, sg.groupTypeEnumId AS groupTypeEnumId,
  sg.description AS groupDescription,
  sgp.permissionId AS permissionId, sp.description AS description,
  sgp.fromDate AS fromDate, sgp.thruDate AS thruDate
FROM SecurityGroupPermission sgp
JOIN SecurityGroup sg ON sg.groupId = sgp.groupId
JOIN SecurityPermission sp ON sp.permissionId = sgp.permissionId;

CREATE VIEW UserLoginAndSecurityGroup AS
SELECT
  ul.userLoginId AS userLoginId, ul.partyId AS partyId, ul.enabled AS enabled,
  ulsg.groupId AS groupId, sg.groupName AS groupName, sg.description AS description,
  sg.groupTypeEnumId AS groupTypeEnumId,
  ulsg.fromDate AS fromDate, ulsg.thruDate AS thruDate
FROM UserLoginSecurityGroup ulsg
JOIN UserLogin ul ON ul.userLoginId = ulsg.userLoginId
JOIN SecurityGroup sg ON sg.groupId = ulsg.groupId;

CREATE VIEW PartyContentDetail AS
SELECT
  pc.partyId AS partyId, pc.contentId AS contentId, pc.partyContentTypeId AS partyContentTypeId,
  pc.fromDate AS fromDate, pc.thruDate AS thruDate,
  c.contentTypeId AS contentTypeId, c.contentName AS contentName, c.dataResourceId AS dataResourceId,
  dr.mimeTypeId AS mimeTypeId, dr.objectInfo AS objectInfo, dr.dataResourceTypeId AS dataResourceTypeId,
  dr.dataResourceName AS dataResourceName
FROM PartyContent pc
JOIN Content c ON c.contentId = pc.contentId
LEFT JOIN DataResource dr ON dr.dataResourceId = c.dataResourceId;

CREATE VIEW ShopifyShopAndConfig AS
SELECT
  sc.shopifyConfigId AS shopifyConfigId, sc.shopifyConfigName AS shopifyConfigName,
  sc.productStoreId AS productStoreId, sc.accessScopeEnumId AS accessScopeEnumId,
  ss.shopId AS shopId, ss.name AS name, ss.myshopifyDomain AS myshopifyDomain,
  ss.currencyCode AS currencyCode
FROM ShopifyConfig sc
JOIN ShopifyShop ss ON ss.shopId = sc.shopId;
`;

/** The complete DDL, run once on a new database file. */
export const SCHEMA_SQL = tables + indexes + views;
