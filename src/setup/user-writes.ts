/**
 * The single writes of the user-details cards to a user's login, profile, contacts and
 * favourites. Each takes a plan the change policy cleared (./user-plan.ts) and writes only the
 * change it names: a card that skips the policy does not compile, and a forged plan throws before
 * anything is sent.
 */
import type { OmsClient } from '../oms/client';
import { createUpdatePartyEmailAddress, createUpdatePartyTelecomNumber, deletePartyContactMech } from '../oms/contacts';
import { uploadPartyLogoImage } from '../oms/images';
import { createUserLogin, forceLogout, resetPassword, sendResetPasswordMail, updateUserLoginStatus } from '../oms/logins';
import { setUserPreference } from '../oms/preferences';
import type { FavouritePreferenceType } from '../oms/preferences';
import { updatePartyGroup, updatePerson } from '../oms/user-details';
import type { Cleared } from '../policy/cleared';
import { assertNames } from './user-plan';
import type { UserPlan } from './user-plan';

export interface LoginPlan extends UserPlan {
  readonly partyId: string;
  readonly userLoginId: string;
}

/** Blocks ('N', a 'block' change) or unblocks ('Y', 'unblock') the login. */
export async function writeLoginEnabled(client: OmsClient, plan: Cleared<LoginPlan>, enabled: 'Y' | 'N'): Promise<void> {
  assertNames(plan, { kind: enabled === 'N' ? 'block' : 'unblock' });
  await updateUserLoginStatus(client, { partyId: plan.partyId, userLoginId: plan.userLoginId, enabled });
}

export async function writeForceLogout(client: OmsClient, plan: Cleared<LoginPlan>): Promise<void> {
  assertNames(plan, { kind: 'forceLogout' });
  await forceLogout(client, plan.userLoginId);
}

export async function writePassword(client: OmsClient, plan: Cleared<LoginPlan>, password: { newPassword: string; newPasswordVerify: string }): Promise<void> {
  assertNames(plan, { kind: 'password' });
  await resetPassword(client, { userLoginId: plan.userLoginId, ...password });
}

/** The reset email goes to the address on file: the policy allows it to anyone ('resetEmail'). */
export async function writeResetEmail(client: OmsClient, plan: Cleared<LoginPlan>, emailAddress: string): Promise<void> {
  assertNames(plan, { kind: 'resetEmail' });
  await sendResetPasswordMail(client, { emailAddress, userLoginId: plan.userLoginId });
}

/** A new login for a user without one ('createLogin'); `userLoginId` is the new login's. */
export async function writeNewLogin(client: OmsClient, plan: Cleared<LoginPlan>, login: { password: string; organizationPartyId?: string }): Promise<void> {
  assertNames(plan, { kind: 'createLogin' });
  await createUserLogin(client, { partyId: plan.partyId, userLoginId: plan.userLoginId, ...login });
}

export interface PartyPlan extends UserPlan {
  readonly partyId: string;
  /** A facility login's party is a PartyGroup (updatePartyGroup), anyone else's a Person. */
  readonly facilityLogin: boolean;
}

type PartyFields = { firstName?: string; lastName?: string; groupName?: string; externalId?: string; statusId?: 'PARTY_ENABLED' | 'PARTY_DISABLED' };

/** Only the fields given are sent (an undefined one would read as '' when the write is recognised). */
function updateParty(client: OmsClient, plan: PartyPlan, fields: PartyFields): Promise<void> {
  const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as PartyFields;
  const { firstName, lastName, groupName, ...common } = given;
  const request = { partyId: plan.partyId, ...common };
  return plan.facilityLogin
    ? updatePartyGroup(client, groupName === undefined ? request : { ...request, groupName })
    : updatePerson(client, { ...request, ...(firstName === undefined ? {} : { firstName }), ...(lastName === undefined ? {} : { lastName }) });
}

export async function writeName(client: OmsClient, plan: Cleared<PartyPlan>, name: { groupName: string } | { firstName: string; lastName: string }): Promise<void> {
  assertNames(plan, { kind: 'name' });
  await updateParty(client, plan, name);
}

export async function writePicture(client: OmsClient, plan: Cleared<PartyPlan>, file: File): Promise<void> {
  assertNames(plan, { kind: 'picture' });
  await uploadPartyLogoImage(client, plan.partyId, file);
}

/** The party's status: 'disable' or 'enable' (disabling a login's user also blocks it: writeLoginEnabled). */
export async function writePartyStatus(client: OmsClient, plan: Cleared<PartyPlan>, disabled: boolean): Promise<void> {
  assertNames(plan, { kind: disabled ? 'disable' : 'enable' });
  await updateParty(client, plan, { statusId: disabled ? 'PARTY_DISABLED' : 'PARTY_ENABLED' });
}

/** The External ID, a party field ('' removes it). */
export async function writeExternalId(client: OmsClient, plan: Cleared<PartyPlan>, externalId: string): Promise<void> {
  assertNames(plan, { kind: 'contact' });
  await updateParty(client, plan, { externalId });
}

/** Adds the primary email or phone, or edits it (`contactMechId`); answers the contactMechId. */
export async function writeContact(client: OmsClient, plan: Cleared<PartyPlan>, contact: { kind: 'email' | 'phoneNumber'; value: string; contactMechId?: string }): Promise<string> {
  assertNames(plan, { kind: 'contact' });
  const { partyId } = plan;
  return contact.kind === 'email'
    ? createUpdatePartyEmailAddress(client, { partyId, emailAddress: contact.value, contactMechId: contact.contactMechId })
    : createUpdatePartyTelecomNumber(client, { partyId, contactNumber: contact.value, contactMechId: contact.contactMechId });
}

export async function writeContactRemoval(client: OmsClient, plan: Cleared<PartyPlan>, contactMechId: string): Promise<void> {
  assertNames(plan, { kind: 'contact' });
  await deletePartyContactMech(client, { partyId: plan.partyId, contactMechId });
}

/** A favourite of the login ('favourites'; '' clears it). */
export async function writeFavourite(client: OmsClient, plan: Cleared<LoginPlan>, userPrefTypeId: FavouritePreferenceType, userPrefValue: string): Promise<void> {
  assertNames(plan, { kind: 'favourites' });
  await setUserPreference(client, { userLoginId: plan.userLoginId, userPrefTypeId, userPrefValue });
}
