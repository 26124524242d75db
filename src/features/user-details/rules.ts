/**
 * The screen's business rules, pure: restricted security groups (spec section 6), the SUPER lock,
 * which facilities count, selection diffs of the select modals, history order, and the external
 * product store link.
 */
import type { UserFacility } from '../../oms/facilities';
import type { SecurityGroupHistoryEntry } from '../../oms/security-groups';

/** Groups nobody may hand out here (plus SUPER for a viewer without APP_SUPER_USER). */
export const EXCLUDED_SECURITY_GROUPS = ['WAREHOUSE_MANAGER', 'STORE_ASSOCIATE', 'SECURITY_ADMIN', 'COMMERCEUSER'] as const;

export function restrictedGroupIds(viewerIsSuperUser: boolean): Set<string> {
  const ids = new Set<string>(EXCLUDED_SECURITY_GROUPS);
  if (!viewerIsSuperUser) ids.add('SUPER');
  return ids;
}

/** The groups offered in the select modal: restricted ones only when the user already holds them. */
export function selectableSecurityGroups<T extends { groupId: string }>(
  groups: readonly T[],
  heldGroupIds: ReadonlySet<string>,
  viewerIsSuperUser: boolean,
): T[] {
  const restricted = restrictedGroupIds(viewerIsSuperUser);
  return groups.filter((group) => !restricted.has(group.groupId) || heldGroupIds.has(group.groupId));
}

/** A user in SUPER cannot have their groups managed by a viewer without APP_SUPER_USER. */
export function isSuperLocked(heldGroupIds: ReadonlySet<string>, viewerIsSuperUser: boolean): boolean {
  return !viewerIsSuperUser && heldGroupIds.has('SUPER');
}

export const PICKER_ROLE = 'WAREHOUSE_PICKER';

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

/** The suite's login URL that 'View product store' opens (build-time STORE_LOGIN_URL). */
export const STORE_LOGIN_URL = process.env.STORE_LOGIN_URL ?? 'https://launchpad.hotwax.io/login';

export interface ProductStoreLinkInput {
  oms: string;
  token: string;
  expirationTime?: number;
  omsRedirectionUrl?: string;
  productStoreId: string;
}

/** The external login URL with oms, token, expirationTime, omsRedirectionUrl and productStoreId. */
export function productStoreUrl(input: ProductStoreLinkInput, base: string = STORE_LOGIN_URL): string {
  const url = new URL(base);
  const params: Record<string, string | undefined> = {
    oms: input.oms,
    token: input.token,
    expirationTime: input.expirationTime === undefined ? undefined : String(input.expirationTime),
    omsRedirectionUrl: input.omsRedirectionUrl,
    productStoreId: input.productStoreId,
  };
  for (const [key, value] of Object.entries(params)) if (value) url.searchParams.set(key, value);
  return url.toString();
}
