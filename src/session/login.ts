/**
 * Turns a token + OMS instance into a Session: permissions (USERS_APP_VIEW required), profile and
 * the organization party, read in one wave. Framework-free; the app shows its messages through `notify`.
 */
import { OmsClient } from '../oms/client';
import type { OmsClientOptions } from '../oms/client';
import { resolveInstanceUrl } from '../oms/instance-url';
import { getOrganizationPartyId } from '../oms/lookups';
import { getUserProfile } from '../oms/session';
import { deriveAppActions, SERVER_PERMISSION_IDS } from './app-actions';
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

export async function establishSession(input: LoginInput, deps: LoginDeps): Promise<LoginResult> {
  if (isExpired(input.expirationTime, deps.now())) {
    throw new LoginError('expired', 'The launchpad token has expired');
  }
  let client: OmsClient;
  try {
    const instanceUrl = resolveInstanceUrl(input.oms, deps.omsDomain);
    client = new OmsClient({ ...deps.clientOptions, baseUrl: instanceUrl, token: input.token });
  } catch (cause) {
    throw new LoginError('failed', MESSAGES.loginFailed, { cause });
  }

  try {
    // One wave: the permissions, the profile and the organization party are read together. The
    // permission check still decides first; the other answers are dropped when it refuses.
    const [permissionsRead, profileRead, organizationRead] = await Promise.allSettled([
      loadPermissions(client, SERVER_PERMISSION_IDS),
      getUserProfile(client),
      getOrganizationPartyId(client),
    ]);
    const permissions = settledValue(permissionsRead);
    if (permissions.incomplete) deps.notify('permissionsIncomplete');
    const actions = deriveAppActions(permissions.permissionIds);
    if (!actions.includes('USERS_APP_VIEW')) {
      throw new LoginError('no-permission', MESSAGES.noPermission);
    }
    const profile = settledValue(profileRead);
    const organizationPartyId = settledValue(organizationRead);
    if (!input.omsRedirectionUrl) deps.notify('missingRedirectionUrl');
    const session: Session = {
      token: input.token,
      oms: input.oms,
      instanceUrl: client.baseUrl,
      expirationTime: input.expirationTime,
      omsRedirectionUrl: input.omsRedirectionUrl,
      redirectedFrom: input.redirectedFrom,
      profile,
      actions,
      organizationPartyId,
      timeZone: profile.userTimeZone || input.timeZone || Intl.DateTimeFormat().resolvedOptions().timeZone,
      locale: profile.userLocale || input.locale || 'en-US',
    };
    return { session, client };
  } catch (cause) {
    if (cause instanceof LoginError) throw cause;
    throw new LoginError('failed', MESSAGES.loginFailed, { cause });
  }
}
