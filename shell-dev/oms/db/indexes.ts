/**
 * The OMS dev server's indexes (part of SCHEMA_SQL, schema.ts; a change bumps SCHEMA_VERSION there).
 */
// The user list orders by createdDate and searches names case-insensitively by prefix; the
// expression indexes serve upper(x) range scans (see find/perform-find.ts, op 'like').
export const INDEXES_SQL = `
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
CREATE INDEX FacilityParty_partyRole ON FacilityParty(partyId, roleTypeId);
CREATE INDEX Facility_type ON Facility(facilityTypeId);
CREATE INDEX PartyContactMech_contactMechId ON PartyContactMech(contactMechId);
CREATE INDEX PartyContent_partyId ON PartyContent(partyId);
CREATE INDEX RoleType_parent ON RoleType(parentTypeId);
CREATE INDEX DevToken_userLoginId ON DevToken(userLoginId);
CREATE INDEX DataManagerLog_config ON DataManagerLog(configId, createdDate);
CREATE INDEX DataManagerLog_status ON DataManagerLog(statusId, createdDate);
`;
