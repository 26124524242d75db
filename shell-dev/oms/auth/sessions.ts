/**
 * Logins, bearer tokens and permission lookups. Tokens are random strings stored in DevToken, so
 * they survive a restart and forceLogout can end all of a login's tokens at once.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { OmsError } from '../services/errors';
import { recordLoginAttempt } from './history';
import { verifyPassword } from './passwords';

/** The authenticated user behind a request. */
export interface Caller {
  userLoginId: string;
  partyId: string | null;
  token: string;
}

export type LoginAnswer = { token: string; expirationTime: number } | { _ERROR_MESSAGE_: string };

interface LoginRow {
  userLoginId: string;
  partyId: string | null;
  currentPassword: string | null;
  /** Y, N or empty on old data: only 'N' blocks a login. */
  enabled: string | null;
  successiveFailedLogins: number;
}

export interface LoginOptions {
  /** Token lifetime. */
  ttlMs: number;
  /** Wrong passwords in a row that disable the login (OFBiz's max.failed.logins); 0 never. */
  maxFailedLogins: number;
  /** OFBiz's store.login.history: each attempt on an enabled login writes a UserLoginHistory row. */
  loginHistory: boolean;
  /** store.login.history.incorrect.password: a failed attempt's row keeps the typed password. */
  storeIncorrectPassword: boolean;
}

/**
 * POST login: failures answer 200 with _ERROR_MESSAGE_, as the OMS does. As OFBiz's userLogin: a
 * disabled login is refused before its password is checked; a wrong password counts in
 * successiveFailedLogins, and the one that reaches maxFailedLogins disables the login itself
 * (enabled N, disabledDateTime now, disabledBy empty); a right one resets the count. (OFBiz lets
 * such a login in again at a login attempt after login.disable.minutes; this server does not: an
 * admin unblocks it.) With loginHistory, the attempts that reach the password check write a
 * UserLoginHistory row (auth/history.ts) in the same transaction as the login's own changes: Y, or N
 * with the typed password (storeIncorrectPassword). An unknown username and a refused disabled
 * login write none, as in OFBiz.
 */
export async function login(db: Db, username: unknown, password: unknown, options: LoginOptions): Promise<LoginAnswer> {
  if (typeof username !== 'string' || username.trim() === '') return { _ERROR_MESSAGE_: 'Username was empty; please enter a username.' };
  if (typeof password !== 'string' || password === '') return { _ERROR_MESSAGE_: 'Password was empty; please enter a password.' };
  const userLoginId = username.trim();
  const row = db.prepare('SELECT userLoginId, partyId, currentPassword, enabled, successiveFailedLogins FROM UserLogin WHERE userLoginId = ?').get(userLoginId) as LoginRow | undefined;
  if (!row) return { _ERROR_MESSAGE_: `User not found: ${userLoginId}.` };
  if (row.enabled === 'N') return { _ERROR_MESSAGE_: `User login ${userLoginId} is disabled; please contact your administrator.` };
  const matches = await verifyPassword(password, row.currentPassword);
  const now = Date.now();
  const history = (successful: boolean): void => {
    if (!options.loginHistory) return;
    recordLoginAttempt(db, { userLoginId, partyId: row.partyId, successful, passwordUsed: options.storeIncorrectPassword ? password : null, now });
  };
  if (!matches) {
    const failed = row.successiveFailedLogins + 1;
    db.transaction(() => {
      if (options.maxFailedLogins > 0 && failed >= options.maxFailedLogins) {
        db.prepare("UPDATE UserLogin SET successiveFailedLogins = ?, enabled = 'N', disabledDateTime = ?, disabledBy = NULL WHERE userLoginId = ?").run(failed, now, userLoginId);
      } else {
        db.prepare('UPDATE UserLogin SET successiveFailedLogins = ? WHERE userLoginId = ?').run(failed, userLoginId);
      }
      history(false);
    })();
    return { _ERROR_MESSAGE_: 'Password incorrect.' };
  }
  const token = randomBytes(32).toString('base64url');
  const expirationTime = now + options.ttlMs;
  db.transaction(() => {
    db.prepare('INSERT INTO DevToken (token, userLoginId, issuedAt, expiresAt) VALUES (?, ?, ?, ?)').run(token, userLoginId, now, expirationTime);
    db.prepare("UPDATE UserLogin SET hasLoggedOut = 'N', successiveFailedLogins = 0 WHERE userLoginId = ?").run(userLoginId);
    history(true);
  })();
  return { token, expirationTime };
}

/** The 401 message of an expired token (the `unauthorised` fault answers it too). */
export const TOKEN_EXPIRED_MESSAGE = 'Unauthorized: the token has expired.';

/** Resolves `Authorization: Bearer <token>`; any problem is a 401. */
export function authenticate(db: Db, header: string | undefined, now: number): Caller {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) throw new OmsError('unauthorized', 'Unauthorized: missing bearer token.');
  const token = match[1];
  const row = db
    .prepare('SELECT t.userLoginId, t.expiresAt, t.revokedAt, ul.partyId FROM DevToken t JOIN UserLogin ul ON ul.userLoginId = t.userLoginId WHERE t.token = ?')
    .get(token) as { userLoginId: string; expiresAt: number; revokedAt: number | null; partyId: string | null } | undefined;
  if (!row) throw new OmsError('unauthorized', 'Unauthorized: unknown token.');
  if (row.revokedAt !== null) throw new OmsError('unauthorized', 'Unauthorized: the session has ended (logged out).');
  if (row.expiresAt <= now) throw new OmsError('unauthorized', TOKEN_EXPIRED_MESSAGE);
  return { userLoginId: row.userLoginId, partyId: row.partyId, token };
}

/** GET logout: ends this token and marks the login as logged out. */
export function logout(db: Db, caller: Caller, now: number): void {
  db.transaction(() => {
    db.prepare('UPDATE DevToken SET revokedAt = ? WHERE token = ? AND revokedAt IS NULL').run(now, caller.token);
    db.prepare("UPDATE UserLogin SET hasLoggedOut = 'Y' WHERE userLoginId = ?").run(caller.userLoginId);
  })();
}

/** Ends every token of a login (forceLogout); returns how many were live. */
export function revokeTokens(db: Db, userLoginId: string, now: number): number {
  return db.prepare('UPDATE DevToken SET revokedAt = ? WHERE userLoginId = ? AND revokedAt IS NULL').run(now, userLoginId).changes;
}

/** The group whose members hold every permission, as OFBiz's SUPER group does. */
export const SUPER_GROUP_ID = 'SUPER';

/** True when the login is a current member of `groupId`. */
export function isInGroup(db: Db, userLoginId: string, groupId: string, now: number): boolean {
  return (
    db
      .prepare('SELECT 1 FROM UserLoginSecurityGroup WHERE userLoginId = ? AND groupId = ? AND fromDate <= ? AND (thruDate IS NULL OR thruDate > ?) LIMIT 1')
      .get(userLoginId, groupId, now, now) !== undefined
  );
}

/** Every permission the login holds through its current groups (all of them for SUPER members). */
export function heldPermissions(db: Db, userLoginId: string, now: number): Set<string> {
  if (isInGroup(db, userLoginId, SUPER_GROUP_ID, now)) {
    return new Set((db.prepare('SELECT permissionId FROM SecurityPermission').all() as Array<{ permissionId: string }>).map((r) => r.permissionId));
  }
  const rows = db
    .prepare(
      `SELECT DISTINCT sgp.permissionId FROM UserLoginSecurityGroup ulsg
       JOIN SecurityGroupPermission sgp ON sgp.groupId = ulsg.groupId
       WHERE ulsg.userLoginId = ? AND ulsg.fromDate <= ? AND (ulsg.thruDate IS NULL OR ulsg.thruDate > ?)
         AND sgp.fromDate <= ? AND (sgp.thruDate IS NULL OR sgp.thruDate > ?)`,
    )
    .all(userLoginId, now, now, now, now) as Array<{ permissionId: string }>;
  return new Set(rows.map((r) => r.permissionId));
}
