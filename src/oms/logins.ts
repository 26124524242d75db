/**
 * User logins: who a login belongs to (and whether an id is taken), creating a login, password
 * reset (direct or by email), force logout and blocking.
 */
import type { OmsClient } from './client';
import { performFind } from './perform-find';
import { byFind, DONE, equal, settledWrite, writeKey } from './settle';

/** A party's login as offboarding reads it. */
export interface PartyLogin {
  userLoginId: string;
  enabled?: string | null;
  hasLoggedOut?: string | null;
}

/** Every login of a party (a person usually has one), with whether it is blocked and logged out. */
export async function findPartyLogins(client: OmsClient, partyId: string, signal?: AbortSignal): Promise<PartyLogin[]> {
  const { docs } = await performFind<PartyLogin>(
    client,
    { entityName: 'UserLogin', conditions: [{ field: 'partyId', value: partyId }], fieldList: ['userLoginId', 'enabled', 'hasLoggedOut'], viewSize: 20 },
    signal,
  );
  return docs;
}

/** The partyId of a login, or undefined when no such login exists. */
export async function findUserLoginPartyId(client: OmsClient, userLoginId: string, signal?: AbortSignal): Promise<string | undefined> {
  const { docs } = await performFind<{ userLoginId?: string; partyId?: string }>(
    client,
    {
      entityName: 'UserLogin',
      conditions: [{ field: 'userLoginId', value: userLoginId }],
      fieldList: ['userLoginId', 'partyId'],
      distinct: true,
      noConditionFind: true,
      viewSize: 1,
    },
    signal,
  );
  return docs[0]?.partyId;
}

/** What OFBiz records when a login is disabled (UserLogin's own fields, not the user view's). */
export interface LoginLockout {
  /** Set by OFBiz's login when wrong passwords in a row reached max.failed.logins; epoch ms. */
  disabledDateTime?: number | null;
  /** Who disabled the login by hand, when someone did. */
  disabledBy?: string | null;
  successiveFailedLogins?: number | null;
}

/** A login's lockout fields, or undefined when there is no such login. */
export async function findLoginLockout(client: OmsClient, userLoginId: string, signal?: AbortSignal): Promise<LoginLockout | undefined> {
  const { docs } = await performFind<LoginLockout>(
    client,
    {
      entityName: 'UserLogin',
      conditions: [{ field: 'userLoginId', value: userLoginId }],
      fieldList: ['disabledDateTime', 'disabledBy', 'successiveFailedLogins'],
      viewSize: 1,
    },
    signal,
  );
  return docs[0];
}

/** Whether a login with this id exists already. */
export async function userLoginExists(client: OmsClient, userLoginId: string): Promise<boolean> {
  const { docs } = await performFind<{ userLoginId: string }>(client, {
    entityName: 'UserLogin',
    conditions: [{ field: 'userLoginId', value: userLoginId }],
    fieldList: ['userLoginId', 'partyId'],
    distinct: true,
    noConditionFind: true,
    viewSize: 1,
  });
  return docs.length > 0;
}

export interface CreateUserLoginRequest {
  partyId: string;
  userLoginId: string;
  password: string;
  /** The organization party, stored as the login's ORGANIZATION_PARTY preference. */
  organizationPartyId?: string;
  /** Only quick setup sets it. */
  requirePasswordChange?: boolean;
}

/** The passwords this session sent in creates of a login, and the one whose create the OMS answered. */
interface SentLogin {
  passwords: Set<string>;
  answered?: string;
}
const sentLogins = new WeakMap<OmsClient, Map<string, SentLogin>>();

function sentLogin(client: OmsClient, userLoginId: string): SentLogin {
  let logins = sentLogins.get(client);
  if (!logins) sentLogins.set(client, (logins = new Map()));
  let sent = logins.get(userLoginId);
  if (!sent) logins.set(userLoginId, (sent = { passwords: new Set() }));
  return sent;
}

/**
 * The password a login this session created holds, when it can be told: the one of the create the
 * OMS answered, else the only one its creates were sent with (a create recognised after a lost
 * answer or a resend ran with one of them). Undefined when creates with different passwords may
 * have made it, or when this session made none (its password is not known here).
 */
export function heldPassword(client: OmsClient, userLoginId: string): string | undefined {
  const sent = sentLogins.get(client)?.get(userLoginId);
  if (!sent) return undefined;
  if (sent.answered !== undefined) return sent.answered;
  return sent.passwords.size === 1 ? [...sent.passwords][0] : undefined;
}

/** service/createNewUserLoginAndSetUserPreference: an enabled login with the organization preference. */
export async function createUserLogin(client: OmsClient, request: CreateUserLoginRequest): Promise<void> {
  const sent = sentLogin(client, request.userLoginId);
  const json = {
    partyId: request.partyId,
    userLoginId: request.userLoginId,
    currentPassword: request.password,
    currentPasswordVerify: request.password,
    requirePasswordChange: request.requirePasswordChange === undefined ? undefined : request.requirePasswordChange ? 'Y' : 'N',
    enabled: 'Y',
    userPrefTypeId: 'ORGANIZATION_PARTY',
    userPrefValue: request.organizationPartyId,
  };
  await settledWrite(client, {
    // The password is not part of what identifies the write.
    key: writeKey('createNewUserLoginAndSetUserPreference', { partyId: request.partyId, userLoginId: request.userLoginId }),
    send: async () => {
      sent.passwords.add(request.password);
      await client.post('service/createNewUserLoginAndSetUserPreference', { json });
      sent.answered = request.password;
    },
    // Done when the login exists for this party (one of another party is not ours: the failure stands).
    recognise: byFind<{ partyId?: string }, void>(client, { entityName: 'UserLogin', conditions: equal({ userLoginId: request.userLoginId }), fieldList: ['userLoginId', 'partyId'], viewSize: 1 }, (docs) =>
      docs.some((row) => row.partyId === request.partyId) ? DONE : null,
    ),
  });
}

/** service/resetPassword. */
export async function resetPassword(client: OmsClient, request: { userLoginId: string; newPassword: string; newPasswordVerify: string }): Promise<void> {
  await client.post('service/resetPassword', {
    json: { newPassword: request.newPassword, newPasswordVerify: request.newPasswordVerify, userLoginId: request.userLoginId },
  });
}

/** sendResetPasswordMail: emails the login a password reset link. */
export async function sendResetPasswordMail(client: OmsClient, request: { emailAddress: string; userLoginId: string }): Promise<void> {
  await client.post('sendResetPasswordMail', { json: { emailAddress: request.emailAddress, userName: request.userLoginId } });
}

/** service/forceLogout: ends the login's sessions. */
export async function forceLogout(client: OmsClient, userLoginId: string): Promise<void> {
  await settledWrite(client, {
    key: writeKey('forceLogout', { userLoginId }),
    send: () => client.post('service/forceLogout', { json: { userLoginId } }),
    // Done when the login is marked logged out (its sessions ended).
    recognise: byFind<{ hasLoggedOut?: string | null }, void>(client, { entityName: 'UserLogin', conditions: equal({ userLoginId }), fieldList: ['userLoginId', 'hasLoggedOut'], viewSize: 1 }, (docs) =>
      docs[0]?.hasLoggedOut === 'Y' ? DONE : null,
    ),
  });
}

/** service/updateUserLoginStatus: enabled 'N' blocks the login, 'Y' unblocks it. */
export async function updateUserLoginStatus(
  client: OmsClient,
  request: { partyId: string; userLoginId: string; enabled: 'Y' | 'N' },
): Promise<void> {
  const json = { enabled: request.enabled, partyId: request.partyId, userLoginId: request.userLoginId };
  await settledWrite(client, {
    key: writeKey('updateUserLoginStatus', json),
    send: () => client.post('service/updateUserLoginStatus', { json }),
    // A set-to-value: done when the login's enabled is what was sent ('N' only blocks; empty is enabled).
    recognise: byFind<{ enabled?: string | null }, void>(client, { entityName: 'UserLogin', conditions: equal({ userLoginId: request.userLoginId }), fieldList: ['userLoginId', 'enabled'], viewSize: 1 }, (docs) =>
      docs.length > 0 && (docs[0]?.enabled === 'N') === (request.enabled === 'N') ? DONE : null,
    ),
  });
}
