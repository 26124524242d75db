/**
 * The party rules every screen shares (issue 36: one party module): how a user is named, the
 * username offered for a new login, what kind of user it is, and the state of its login. Plain
 * functions over the fields the OMS returns; no React, no OMS calls.
 */

/** The name fields of a person or a party group (a facility login); a find's row may hold null. */
export interface PartyNames {
  partyId?: string | null;
  groupName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

/** The spec's display name: groupName, or 'firstName lastName'; the partyId as a last resort. */
export function displayName(party: PartyNames): string {
  if (party.groupName) return party.groupName;
  return [party.firstName, party.lastName].filter(Boolean).join(' ') || party.partyId || '';
}

/**
 * The username offered for a new login (spec: groupName in lower case, or firstName.lastName in
 * lower case), with white space dropped — a username has none ('Mary Ann' Smith → maryann.smith).
 */
export function defaultUsername(party: PartyNames): string {
  const name = party.groupName ? party.groupName : [party.firstName, party.lastName].filter(Boolean).join('.');
  return name.toLowerCase().replace(/\s+/g, '');
}

/** A facility login is a party group (spec). */
export const isFacilityLogin = (party: { partyTypeId?: string }): boolean => party.partyTypeId === 'PARTY_GROUP';

/** OFBiz's own login: it creates things in the OMS and belongs to no party (no person uses it). */
export const SYSTEM_LOGIN = 'system';

/** The creator is unknown or the system itself. */
export function isCreatedBySystem(createdByUserLogin: string | undefined): boolean {
  return !createdByUserLogin || createdByUserLogin === SYSTEM_LOGIN;
}

/**
 * A login the OMS keeps for itself, not a person's or a facility's: OFBiz's `system`, or any login
 * its data marks UserLogin.isSystem 'Y'. It is not reviewed nor offboarded like a user's login.
 */
export function isOmsOwnLogin(login: { userLoginId: string; isSystem?: string | null }): boolean {
  return login.isSystem === 'Y' || login.userLoginId === SYSTEM_LOGIN;
}

export const isPartyDisabled = (party: { statusId?: string }): boolean => party.statusId === 'PARTY_DISABLED';

/** Old data may leave UserLogin.enabled empty: only 'N' blocks (OMS contract). */
export const isLoginBlocked = (login: { enabled?: string }): boolean => login.enabled === 'N';

/**
 * A blocked login the OMS disabled itself after repeated wrong passwords: OFBiz's login then sets
 * disabledDateTime and leaves disabledBy empty. A login an admin blocked has no disabledDateTime,
 * or names who blocked it in disabledBy.
 */
export function isLockedOut(login: { enabled?: string | null; disabledDateTime?: number | null; disabledBy?: string | null }): boolean {
  return login.enabled === 'N' && login.disabledDateTime != null && !login.disabledBy;
}

export type LoginState = 'ok' | 'noLogin' | 'blocked' | 'disabled' | 'passwordChange';

/** The login's state, from the user's party and login (the first that applies). */
export function loginState(party: { userLoginId?: string; enabled?: string; statusId?: string; requirePasswordChange?: string }): LoginState {
  if (!party.userLoginId) return 'noLogin';
  if (isPartyDisabled(party)) return 'disabled';
  if (isLoginBlocked(party)) return 'blocked';
  if (party.requirePasswordChange === 'Y') return 'passwordChange';
  return 'ok';
}

/** The group of integration logins: never offered another's access, never set up as a picker. */
export const INTEGRATION_GROUP = 'INTEGRATION';
/** The group only a super user may hand out or manage (spec section 6). */
export const SUPER_GROUP = 'SUPER';

/** Whether the user's groups make it an integration login. */
export function isIntegrationUser(groups: Iterable<{ groupId: string }>): boolean {
  for (const group of groups) if (group.groupId === INTEGRATION_GROUP) return true;
  return false;
}
