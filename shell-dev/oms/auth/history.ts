/**
 * Login and password history as OFBiz keeps them (LoginServices.userLogin and
 * createUserLoginPasswordHistory; OMS-CONTRACT.md "Login history"):
 * - every attempt on an enabled login writes one UserLoginHistory row (successfulLogin Y/N, partyId,
 *   visitId empty: a REST login has no web visit) when `store.login.history` is on; a FAILED
 *   attempt's row keeps the typed password in plain text (passwordUsed) unless
 *   `store.login.history.incorrect.password` is false. A refused disabled login and an unknown
 *   username write nothing (OFBiz writes history only on the branch that checks the password).
 * - a password set (new login, reset) ends the current UserLoginPasswordHistory row and adds one
 *   when `password.change.history.limit` > 0, keeping at most that many rows.
 *
 * Both keys contain fromDate in milliseconds. Two writes for the same login in the same
 * millisecond (parallel logins of a test run, a resent reset) would collide on the key: the second
 * row then takes the next free millisecond, so every attempt keeps its row and no login or reset
 * fails for it (OFBiz would lose the row or, where it also stores the login, answer an error).
 */
import type { Db } from '../db/database';

export interface LoginAttempt {
  userLoginId: string;
  partyId: string | null;
  successful: boolean;
  /** The typed password of a failed attempt (null: not kept). */
  passwordUsed: string | null;
  now: number;
}

/**
 * Writes one UserLoginHistory row; run it in the login's own transaction. Its fromDate is now, or
 * the login's last fromDate + 1 when that is not earlier (same millisecond). Answers the fromDate.
 */
export function recordLoginAttempt(db: Db, attempt: LoginAttempt): number {
  const row = db
    .prepare(
      `INSERT INTO UserLoginHistory (userLoginId, visitId, fromDate, thruDate, passwordUsed, partyId, successfulLogin)
       VALUES (?, NULL, max(?, coalesce((SELECT max(fromDate) + 1 FROM UserLoginHistory WHERE userLoginId = ?), 0)), NULL, ?, ?, ?)
       RETURNING fromDate`,
    )
    .get(attempt.userLoginId, attempt.now, attempt.userLoginId, attempt.successful ? null : attempt.passwordUsed, attempt.partyId, attempt.successful ? 'Y' : 'N') as { fromDate: number };
  return row.fromDate;
}

/**
 * A login's new password (its hash) enters the history: the current row ends now, the oldest rows
 * beyond `limit` - 1 go, the new row starts now. Nothing when `limit` <= 0 (OFBiz's default 0).
 * Run it in the service's transaction.
 */
export function recordPasswordChange(db: Db, userLoginId: string, passwordHash: string, now: number, limit: number): void {
  if (!(limit > 0)) return;
  const last = db.prepare('SELECT fromDate FROM UserLoginPasswordHistory WHERE userLoginId = ? ORDER BY fromDate DESC LIMIT 1').get(userLoginId) as { fromDate: number } | undefined;
  const fromDate = last ? Math.max(now, last.fromDate + 1) : now;
  if (last) db.prepare('UPDATE UserLoginPasswordHistory SET thruDate = ? WHERE userLoginId = ? AND fromDate = ?').run(fromDate, userLoginId, last.fromDate);
  db.prepare(
    `DELETE FROM UserLoginPasswordHistory WHERE userLoginId = ? AND fromDate NOT IN (
       SELECT fromDate FROM UserLoginPasswordHistory WHERE userLoginId = ? ORDER BY fromDate DESC LIMIT ?)`,
  ).run(userLoginId, userLoginId, limit - 1);
  db.prepare('INSERT INTO UserLoginPasswordHistory (userLoginId, fromDate, thruDate, currentPassword) VALUES (?, ?, NULL, ?)').run(userLoginId, fromDate, passwordHash);
}
