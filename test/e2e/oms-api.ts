/**
 * The OMS dev server of a browser-test run, straight over HTTP (no page): its URLs, a demo login's
 * token, any POST endpoint, performFind, and users made as the create-user screen makes them.
 * Re-exported by ./fixtures.ts, which the specs import.
 */
import { DEMO_LOGINS, ORGANIZATION } from '../../shell-dev/oms/seed/fixtures';

export type DemoUser = keyof typeof DEMO_LOGINS;

export interface E2eUrls {
  /** The host (launchpad stand-in), e.g. http://127.0.0.1:41234 */
  host: string;
  /** The remote's static server (its standalone page and mf-manifest.json). */
  remote: string;
  /** The OMS dev server's API base, ending in /api/. */
  oms: string;
}

export function e2eUrls(): E2eUrls {
  const { E2E_HOST_URL: host, E2E_REMOTE_URL: remote, E2E_OMS_URL: oms } = process.env;
  if (!host || !remote || !oms) throw new Error('The e2e servers are not running: start the tests with `npm run test:e2e`.');
  return { host, remote, oms };
}

export interface ApiSession {
  token: string;
  expirationTime: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** POSTs JSON to the OMS; rejects on a non-2xx answer or an `_ERROR_MESSAGE_` body. */
export async function omsPost<T = Record<string, unknown>>(token: string | undefined, path: string, body: unknown): Promise<T> {
  const response = await fetch(new URL(path, e2eUrls().oms), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const answer: unknown = await response.json();
  const error = isRecord(answer) ? (answer._ERROR_MESSAGE_ ?? answer._ERROR_MESSAGE_LIST_ ?? answer.error) : undefined;
  if (!response.ok || error) throw new Error(`POST ${path} failed (HTTP ${response.status}): ${JSON.stringify(answer)}`);
  return answer as T;
}

/** performFind as the admin would send it; 'No record found' is an empty list, as in the app. */
export async function omsFind<T = Record<string, unknown>>(token: string, body: Record<string, unknown>): Promise<T[]> {
  const response = await fetch(new URL('performFind', e2eUrls().oms), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ viewSize: 100, ...body }),
  });
  const answer: unknown = await response.json();
  if (isRecord(answer) && answer.error === 'No record found') return [];
  if (!response.ok || !isRecord(answer) || !Array.isArray(answer.docs)) throw new Error(`performFind ${JSON.stringify(body)}: HTTP ${response.status} ${JSON.stringify(answer)}`);
  return answer.docs as T[];
}

/** A fresh OMS token for a demo login. */
export async function apiLogin(user: DemoUser): Promise<ApiSession> {
  const { userLoginId, password } = DEMO_LOGINS[user];
  const answer = await omsPost<Partial<ApiSession>>(undefined, 'login', { USERNAME: userLoginId, PASSWORD: password });
  if (typeof answer.token !== 'string' || typeof answer.expirationTime !== 'number') throw new Error(`login ${userLoginId}: no token`);
  return { token: answer.token, expirationTime: answer.expirationTime };
}

/**
 * Creates a user through the OMS the way the create-user screen does (createRelationship: an
 * APPLICATION_USER employed by the organization); answers its partyId. `fields`: firstName and
 * lastName, or groupName, and any other create-user field (emailAddress…).
 */
export async function createUserParty(token: string, fields: { firstName: string; lastName: string } | { groupName: string }, extra: Record<string, unknown> = {}): Promise<string> {
  const { partyId } = await omsPost<{ partyId: string }>(token, 'service/createRelationship', {
    partyTypeId: 'groupName' in fields ? 'PARTY_GROUP' : 'PERSON',
    ...fields,
    ...extra,
    partyIdFrom: ORGANIZATION.partyId,
    roleTypeIdFrom: 'INTERNAL_ORGANIZATIO',
    roleTypeIdTo: 'APPLICATION_USER',
    partyRelationshipTypeId: 'EMPLOYMENT',
  });
  return partyId;
}

/**
 * Creates a person with a login as the create-user screen does (the party, then its login with the
 * organization preference and no password change asked), in `groupIds`; answers its partyId.
 */
export async function createUserWithLogin(token: string, user: { firstName: string; lastName: string; userLoginId: string; password: string; groupIds?: string[] }): Promise<string> {
  const partyId = await createUserParty(token, { firstName: user.firstName, lastName: user.lastName });
  await omsPost(token, 'service/createNewUserLoginAndSetUserPreference', {
    partyId,
    userLoginId: user.userLoginId,
    currentPassword: user.password,
    currentPasswordVerify: user.password,
    requirePasswordChange: 'N',
    enabled: 'Y',
    userPrefTypeId: 'ORGANIZATION_PARTY',
    userPrefValue: ORGANIZATION.partyId,
  });
  if (user.groupIds?.length) await omsPost(token, 'service/addPartyUserPermission', { userLoginId: user.userLoginId, groupIds: user.groupIds });
  return partyId;
}
