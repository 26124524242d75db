/**
 * Logins: createNewUserLoginAndSetUserPreference, resetPassword, forceLogout,
 * updateUserLoginStatus, plus the mail-based reset (POST sendResetPasswordMail, an outbox row).
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { hashPassword, isValidPassword } from '../auth/passwords';
import { recordPasswordChange } from '../auth/history';
import { revokeTokens } from '../auth/sessions';
import { badValue, duplicate, missing } from './errors';
import { watchLogin } from './watch';
import { defineService, emailField, mustExist, mustFind, USER_ADMIN, type Input, type ServiceDefinition } from './service';

const PASSWORD_RULE = 'Password should be at least 5 characters long and contain at least one number, alphabet and special character.';

/** Validates a new password and its verification, then hashes it (before the transaction). */
async function newPassword(input: Input, field: string, verifyField: string): Promise<string> {
  const raw = input.raw[field];
  const verify = input.raw[verifyField];
  if (typeof raw !== 'string' || raw === '') throw missing(field);
  if (typeof verify !== 'string' || verify === '') throw missing(verifyField);
  if (raw !== verify) throw badValue(verifyField, 'Passwords do not match.');
  if (!isValidPassword(raw)) throw badValue(field, PASSWORD_RULE);
  return hashPassword(raw);
}

function findLogin(db: Db, userLoginId: string): { userLoginId: string; partyId: string | null } {
  return mustFind(db, 'SELECT userLoginId, partyId FROM UserLogin WHERE userLoginId = ?', [userLoginId], 'UserLogin', userLoginId);
}

const createNewUserLoginAndSetUserPreference = defineService<string>({
  permission: USER_ADMIN,
  prepare: (input) => {
    input.reqId('partyId');
    input.reqId('userLoginId');
    return newPassword(input, 'currentPassword', 'currentPasswordVerify');
  },
  run(input, { db, now, passwordHistoryLimit }, passwordHash) {
    const partyId = input.reqId('partyId');
    const userLoginId = input.reqId('userLoginId');
    const enabled = input.yn('enabled') ?? 'Y';
    const requirePasswordChange = input.yn('requirePasswordChange') ?? 'N';
    const prefTypeId = input.id('userPrefTypeId', 60);
    const prefValue = input.str('userPrefValue');
    mustExist(db, 'Party', 'partyId', partyId);
    if (db.prepare('SELECT 1 FROM UserLogin WHERE userLoginId = ?').get(userLoginId)) {
      throw duplicate(`Could not create login user: user with ID ${userLoginId} already exists.`);
    }
    db.prepare('INSERT INTO UserLogin (userLoginId, partyId, currentPassword, enabled, hasLoggedOut, requirePasswordChange, createdDate) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
      userLoginId, partyId, passwordHash, enabled, 'N', requirePasswordChange, now,
    );
    // OFBiz's createUserLogin: the new login's first password history row (limit > 0).
    recordPasswordChange(db, userLoginId, passwordHash, now, passwordHistoryLimit);
    if (prefTypeId) {
      db.prepare("INSERT INTO UserPreference (userLoginId, userPrefTypeId, userPrefGroupTypeId, userPrefValue) VALUES (?, ?, 'GLOBAL_PREFERENCES', ?)").run(userLoginId, prefTypeId, prefValue ?? null);
    }
    return { userLoginId, partyId };
  },
});

const resetPassword = defineService<string>({
  // One's own password needs no permission, as on the suite's OMS (its Users app sets it for the
  // own login without APP_UPDT_PASSWORD, and so does OFBiz's updatePassword); anyone else's does.
  permission: (input, { caller }) => (input.raw.userLoginId === caller.userLoginId ? null : USER_ADMIN),
  prepare: (input) => {
    input.reqId('userLoginId');
    return newPassword(input, 'newPassword', 'newPasswordVerify');
  },
  run(input, context, passwordHash) {
    const { db, now, passwordHistoryLimit } = context;
    const userLoginId = input.reqId('userLoginId');
    findLogin(db, userLoginId);
    watchLogin(context, 'resetPassword', userLoginId, 'sets the password');
    db.prepare('UPDATE UserLogin SET currentPassword = ?, successiveFailedLogins = 0 WHERE userLoginId = ?').run(passwordHash, userLoginId);
    // As OFBiz's updatePassword: the old password's row ends, the new one starts (limit > 0).
    recordPasswordChange(db, userLoginId, passwordHash, now, passwordHistoryLimit);
    return { userLoginId };
  },
});

const forceLogout = defineService({
  permission: USER_ADMIN,
  run(input, context) {
    const { db, now } = context;
    const userLoginId = input.reqId('userLoginId');
    findLogin(db, userLoginId);
    watchLogin(context, 'forceLogout', userLoginId, 'ends the sessions');
    const revoked = revokeTokens(db, userLoginId, now);
    db.prepare("UPDATE UserLogin SET hasLoggedOut = 'Y' WHERE userLoginId = ?").run(userLoginId);
    return { userLoginId, revokedTokens: revoked };
  },
});

const updateUserLoginStatus = defineService({
  permission: USER_ADMIN,
  run(input, context) {
    const { db, caller } = context;
    const userLoginId = input.reqId('userLoginId');
    const enabled = input.yn('enabled');
    if (!enabled) throw missing('enabled');
    const partyId = input.id('partyId');
    const login = findLogin(db, userLoginId);
    watchLogin(context, 'updateUserLoginStatus', userLoginId, enabled === 'N' ? 'blocks the login' : 'unblocks the login');
    if (partyId !== undefined && login.partyId !== partyId) throw badValue('partyId', `login ${userLoginId} does not belong to party ${partyId}`);
    if (enabled === 'N') {
      // An admin's block carries who did it, not disabledDateTime: OFBiz sets that only when its
      // login disables an account after failed passwords (auth/sessions.ts), which the app tells apart.
      db.prepare("UPDATE UserLogin SET enabled = 'N', disabledDateTime = NULL, disabledBy = ? WHERE userLoginId = ?").run(caller.userLoginId, userLoginId);
    } else {
      db.prepare("UPDATE UserLogin SET enabled = 'Y', disabledDateTime = NULL, disabledBy = NULL, successiveFailedLogins = 0 WHERE userLoginId = ?").run(userLoginId);
    }
    return { userLoginId, enabled };
  },
});

export const loginServices: Record<string, ServiceDefinition<unknown>> = {
  createNewUserLoginAndSetUserPreference,
  resetPassword,
  forceLogout,
  updateUserLoginStatus,
};

/** POST sendResetPasswordMail { emailAddress, userName }: writes the mail to the dev outbox. */
export function sendResetPasswordMail(db: Db, input: Input, sentBy: string, now: number): Record<string, unknown> {
  const userName = input.req('userName');
  const emailAddress = emailField(input, 'emailAddress', true) ?? '';
  findLogin(db, userName);
  const resetToken = randomBytes(12).toString('base64url');
  const body = [
    `Hello ${userName},`,
    '',
    'A password reset was requested for your OMS login.',
    `Use this one-time code to choose a new password: ${resetToken}`,
    '',
    'If you did not ask for this, ignore this message.',
  ].join('\n');
  const info = db
    .prepare('INSERT INTO DevOutbox (toAddress, userLoginId, subject, body, sentDate, sentByUserLogin) VALUES (?, ?, ?, ?, ?, ?)')
    .run(emailAddress, userName, 'Reset your OMS password', body, now, sentBy);
  return { successMessage: `Password reset email sent to ${emailAddress}.`, mailId: Number(info.lastInsertRowid) };
}
