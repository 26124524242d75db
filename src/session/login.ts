/**
 * Turns a token + OMS instance into a Session: permissions (USERS_APP_VIEW required), profile and
 * the organization party, read in one wave. Framework-free; the app shows its messages through `notify`.
 */
import { OmsClient } from '../oms/client';
import type { OmsClientOptions } from '../oms/client';
import { resolveInstanceUrl } from '../oms/instance-url';
import { getOrganizationPartyId } from '../oms/lookups';
import { getUserProfile } from '../oms/session';
import type { UserProfile } from '../oms/session';
import { mayDo, USERS_APP_PERMISSION_IDS } from '../catalog/users-app';
import { loadPermissions } from './permissions';
import type { Session } from './types';

export const MESSAGES = {
  noPermission: 'You do not have permission to access the app.',
  loginFailed: 'Something went wrong while login. Please contact administrator',
  permissionsIncomplete: 'Something went wrong while getting complete user permissions.',
  missingRedirectionUrl: 'Some of the app functionality will not work due to missing configuration.',
} as const;

export type LoginFailureReason = 'expired' | 'no-permission' | 'failed';

export class LoginError extends Error {
  constructor(
    readonly reason: LoginFailureReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'LoginError';
  }
}

export interface LoginInput {
  token: string;
  oms: string;
  expirationTime?: number;
  omsRedirectionUrl?: string;
  redirectedFrom?: string;
  locale?: string;
  timeZone?: string;
}

export interface LoginDeps {
  omsDomain: string;
  now(): number;
  /** Shows a toast (already translated by the caller's t). */
  notify(message: keyof typeof MESSAGES): void;
  /** Builds the client for this session (adds onUnauthorised and the loader). */
  clientOptions?: Omit<OmsClientOptions, 'baseUrl' | 'token'>;
}

export interface LoginResult {
  session: Session;
  client: OmsClient;
}

export function isExpired(expirationTime: number | undefined, now: number): boolean {
  return expirationTime !== undefined && Number.isFinite(expirationTime) && expirationTime <= now;
}

/** A settled read's value, or its failure thrown. */
function settledValue<T>(result: PromiseSettledResult<T>): T {
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}

/** What the OMS says about the logged-in user: read at every login, kept for the tab (storage.ts). */
export interface SessionFacts {
  permissionIds: string[];
  profile: UserProfile;
  organizationPartyId?: string;
}

/** The session's client for a login input (an unusable instance fails the login). */
export function sessionClient(input: LoginInput, deps: Pick<LoginDeps, 'omsDomain' | 'clientOptions'>): OmsClient {
  try {
    const instanceUrl = resolveInstanceUrl(input.oms, deps.omsDomain);
    return new OmsClient({ ...deps.clientOptions, baseUrl: instanceUrl, token: input.token });
  } catch (cause) {
    throw new LoginError('failed', MESSAGES.loginFailed, { cause });
  }
}

/** The session reads, sent together (readSessionFacts decides on their answers). */
export interface SessionReads {
  permissions: ReturnType<typeof loadPermissions>;
  profile: Promise<UserProfile>;
  organizationPartyId: Promise<string | undefined>;
}

export function sendSessionReads(client: OmsClient): SessionReads {
  return { permissions: loadPermissions(client, USERS_APP_PERMISSION_IDS), profile: getUserProfile(client), organizationPartyId: getOrganizationPartyId(client) };
}

/**
 * The permissions, the profile and the organization party, in one wave. The permission check
 * decides first: without USERS_APP_VIEW the other answers are dropped and the login refused.
 */
export async function readSessionFacts(client: OmsClient, notify: LoginDeps['notify'], reads: SessionReads = sendSessionReads(client)): Promise<SessionFacts> {
  try {
    const [permissionsRead, profileRead, organizationRead] = await Promise.allSettled([reads.permissions, reads.profile, reads.organizationPartyId]);
    const permissions = settledValue(permissionsRead);
    if (permissions.incomplete) notify('permissionsIncomplete');
    if (!mayDo('USERS_APP_VIEW', new Set(permissions.permissionIds))) {
      throw new LoginError('no-permission', MESSAGES.noPermission);
    }
    return { permissionIds: permissions.permissionIds, profile: settledValue(profileRead), organizationPartyId: settledValue(organizationRead) };
  } catch (cause) {
    if (cause instanceof LoginError) throw cause;
    throw new LoginError('failed', MESSAGES.loginFailed, { cause });
  }
}

/** The Session a login input and the OMS's facts make (facts read now, or kept for this tab). */
export function sessionFromFacts(input: LoginInput, client: OmsClient, facts: SessionFacts): Session {
  const { profile } = facts;
  return {
    token: input.token,
    oms: input.oms,
    instanceUrl: client.baseUrl,
    expirationTime: input.expirationTime,
    omsRedirectionUrl: input.omsRedirectionUrl,
    redirectedFrom: input.redirectedFrom,
    profile,
    permissionIds: facts.permissionIds,
    organizationPartyId: facts.organizationPartyId,
    timeZone: profile.userTimeZone || input.timeZone || Intl.DateTimeFormat().resolvedOptions().timeZone,
    locale: profile.userLocale || input.locale || 'en-US',
  };
}

export interface EstablishedSession extends LoginResult {
  facts: SessionFacts;
}

export async function establishSession(input: LoginInput, deps: LoginDeps): Promise<EstablishedSession> {
  if (isExpired(input.expirationTime, deps.now())) {
    throw new LoginError('expired', 'The launchpad token has expired');
  }
  const client = sessionClient(input, deps);
  const facts = await readSessionFacts(client, deps.notify);
  if (!input.omsRedirectionUrl) deps.notify('missingRedirectionUrl');
  return { session: sessionFromFacts(input, client, facts), client, facts };
}
