/**
 * The screen's business rules, pure (who may change whom is the change policy's, src/policy):
 * which facilities count, selection diffs of the select modals, history order, and the external
 * product store link.
 */
import type { UserFacility } from '../../oms/facilities';
import type { LoginLockout } from '../../oms/logins';
import type { SecurityGroupHistoryEntry } from '../../oms/security-groups';
import { PICKER_ROLE } from '../../setup/roles';
import { isLockedOut } from '../../party/party';

/** The lockout rule (src/party: isLockedOut) over the login card's read of its lockout fields. */
export function disabledByFailedLogins(enabled: string | null | undefined, lockout: LoginLockout | null | undefined): boolean {
  return isLockedOut({ enabled, ...lockout });
}

/** The facilities the Fulfillment card counts and edits: those with role WAREHOUSE_PICKER. */
export function pickerFacilities(facilities: readonly UserFacility[]): UserFacility[] {
  return facilities.filter((facility) => facility.roleTypeId === PICKER_ROLE);
}

/** Current entries (no thruDate) first, then ended ones, latest end first. */
export function orderHistory(entries: readonly SecurityGroupHistoryEntry[]): SecurityGroupHistoryEntry[] {
  const current = entries.filter((entry) => !entry.thruDate);
  const ended = entries.filter((entry) => entry.thruDate).sort((a, b) => Number(b.thruDate) - Number(a.thruDate));
  return [...current, ...ended];
}

/**
 * The login page of the suite's Company app, where 'View product store' opens a store (build-time
 * STORE_LOGIN_URL; the public original opens https://company.hotwax.io/login).
 */
export const STORE_LOGIN_URL = process.env.STORE_LOGIN_URL ?? 'https://company.hotwax.io/login';

export interface ProductStoreLinkInput {
  /** The instance the session was opened for (what the host handed over or the user typed). */
  instance: string;
  token: string;
  expirationTime?: number;
  /** The OMS redirection URL the launchpad handed over. */
  omsRedirectionUrl?: string;
  productStoreId: string;
}

/**
 * The Company app's login URL for one store, with the five parameters as that app reads them:
 * `oms` = the OMS redirection URL, `token`, `expirationTime`, `omsRedirectionUrl` = the instance,
 * `productStoreId`. All five are always sent (an unknown one as ''), as the original does.
 */
export function productStoreUrl(input: ProductStoreLinkInput, base: string = STORE_LOGIN_URL): string {
  const url = new URL(base);
  url.searchParams.set('oms', input.omsRedirectionUrl ?? '');
  url.searchParams.set('token', input.token);
  url.searchParams.set('expirationTime', input.expirationTime === undefined ? '' : String(input.expirationTime));
  url.searchParams.set('omsRedirectionUrl', input.instance);
  url.searchParams.set('productStoreId', input.productStoreId);
  return url.toString();
}
