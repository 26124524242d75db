/**
 * The views of the OMS dev server's schema (see schema.ts): the OFBiz view-entities the app reads
 * through performFind, as SQL views over the tables.
 */

/** SQL expression for "now" in epoch milliseconds, evaluated per statement. */
export const NOW_MS_SQL = "CAST(unixepoch('subsec') * 1000 AS INTEGER)";

// In the user view, '+p.partyId' keeps SQLite from driving the join from PartyRelationship (a
// filter on roleTypeIdTo would otherwise turn the LEFT JOIN into an inner join the planner may
// reorder): the list then walks Party in createdDate order and stops after one page.
// DevUserListRow (user-list-rows.ts) materialises this view without its security-group join, for
// counting: a change to these joins must be made there too (test/user-list-count.test.ts checks).
export const VIEWS_SQL = `
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

CREATE VIEW DataManagerLogAndContent AS
SELECT
  dml.logId AS logId, dml.configId AS configId, dml.statusId AS statusId,
  dml.createdDate AS createdDate, dml.startDateTime AS startDateTime, dml.finishDateTime AS finishDateTime,
  dml.createdByUserLogin AS createdByUserLogin,
  dml.logFileContentId AS logFileContentId, dml.errorRecordContentId AS errorRecordContentId,
  c.contentName AS contentName, c.dataResourceId AS dataResourceId
FROM DataManagerLog dml
LEFT JOIN Content c ON c.contentId = dml.contentId;

CREATE VIEW DataResourceContentView AS
SELECT
  c.contentId AS coContentId, c.contentTypeId AS coContentTypeId, c.dataResourceId AS coDataResourceId,
  c.contentName AS coContentName, c.mimeTypeId AS coMimeTypeId, c.createdDate AS coCreatedDate,
  dr.dataResourceId AS dataResourceId, dr.dataResourceTypeId AS dataResourceTypeId,
  dr.dataResourceName AS dataResourceName, dr.mimeTypeId AS mimeTypeId, dr.createdDate AS createdDate
FROM Content c
JOIN DataResource dr ON dr.dataResourceId = c.dataResourceId;

CREATE VIEW ShopifyShopAndConfig AS
SELECT
  sc.shopifyConfigId AS shopifyConfigId, sc.shopifyConfigName AS shopifyConfigName,
  sc.productStoreId AS productStoreId, sc.accessScopeEnumId AS accessScopeEnumId,
  ss.shopId AS shopId, ss.name AS name, ss.myshopifyDomain AS myshopifyDomain,
  ss.currencyCode AS currencyCode
FROM ShopifyConfig sc
JOIN ShopifyShop ss ON ss.shopId = sc.shopId;
`;
