/**
 * The OMS dev server's indexes (part of SCHEMA_SQL, schema.ts; a change bumps SCHEMA_VERSION there).
 */
/**
 * UserLoginHistory is WITHOUT ROWID, keyed (userLoginId, fromDate): one login's attempts newest
 * first are a range of the table itself, and "which logins succeeded since T" (a distinct count or
 * list of userLoginId over a window) is one seek per login into that key (SQLite's skip-scan), the
 * rows already grouped by login. The indexes add: by party, newest first; and windows in time
 * order (the failed attempts of the last day newest first, counts of a window), with successfulLogin
 * and partyId read from the index. (successfulLogin, fromDate) was tried: the planner then took it
 * for 90-day distinct counts and sorted, 10x slower at 10,000 users. Seeding (seed/login-history.ts)
 * drops and rebuilds these two around its bulk load.
 */
export const LOGIN_HISTORY_INDEXES_SQL = `
CREATE INDEX UserLoginHistory_party ON UserLoginHistory(partyId, fromDate);
CREATE INDEX UserLoginHistory_window ON UserLoginHistory(fromDate, successfulLogin, partyId);
`;
export const DROP_LOGIN_HISTORY_INDEXES_SQL = `
DROP INDEX IF EXISTS UserLoginHistory_party;
DROP INDEX IF EXISTS UserLoginHistory_window;
`;

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
${LOGIN_HISTORY_INDEXES_SQL}
`;
