/**
 * The login history tables of the OMS dev server's schema (./schema.ts appends them after the
 * tables they refer to): attempts and password changes, as OFBiz keeps them.
 */
export const HISTORY_TABLES_SQL = `
-- Login history as OFBiz keeps it (LoginServices.userLogin; auth/history.ts): one row per attempt on
-- an enabled login, successfulLogin Y or N; passwordUsed is the typed password of a FAILED attempt,
-- in plain text, as a real OMS stores it (clients name a fieldList without it). partyId is the
-- party component's extension of the entity. visitId stays empty: a REST login has no web visit.
CREATE TABLE UserLoginHistory (
  userLoginId TEXT NOT NULL REFERENCES UserLogin(userLoginId),
  visitId TEXT,
  fromDate INTEGER NOT NULL,
  thruDate INTEGER,
  passwordUsed TEXT,
  partyId TEXT REFERENCES Party(partyId),
  successfulLogin TEXT,
  PRIMARY KEY (userLoginId, fromDate)
) STRICT, WITHOUT ROWID;
-- Password changes where the instance keeps them (password.change.history.limit > 0): the current
-- row has no thruDate; currentPassword is the hash, never answered by performFind.
CREATE TABLE UserLoginPasswordHistory (
  userLoginId TEXT NOT NULL REFERENCES UserLogin(userLoginId),
  fromDate INTEGER NOT NULL,
  thruDate INTEGER,
  currentPassword TEXT,
  PRIMARY KEY (userLoginId, fromDate)
) STRICT, WITHOUT ROWID;
`;
