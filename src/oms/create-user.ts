/**
 * Creating a user: service/createRelationship with the create-user form's fields, the party type
 * and the EMPLOYMENT relationship from the organization that makes the new party an
 * APPLICATION_USER (spec sections 4 and 7).
 */
import type { OmsClient } from './client';
import { OmsError } from './errors';
import { performFind } from './perform-find';
import type { Condition } from './perform-find';
import { updatePartyGroup, updatePerson } from './user-details';
import type { PartyTypeId } from './user-details';
import type { WriteSpan } from './settle';
import { displayName } from '../party/party';

export interface CreateUserRequest {
  partyTypeId: PartyTypeId;
  /** PERSON */
  firstName?: string;
  lastName?: string;
  /** PARTY_GROUP (a facility login) */
  groupName?: string;
  /**
   * Sent as the original app sends it; a real OMS ignores it (createRelationship associates no
   * facility: the caller adds the party to the facility itself).
   */
  facilityId?: string;
  externalId?: string;
  emailAddress?: string;
  contactNumber?: string;
  /** The session's organization party: the relationship's partyIdFrom. */
  organizationPartyId?: string;
}

/** The exact createRelationship body: only the fields that are set (non-empty) are sent. */
export function createUserBody(request: CreateUserRequest): Record<string, string> {
  const body: Record<string, string | undefined> = {
    partyTypeId: request.partyTypeId,
    firstName: request.firstName,
    lastName: request.lastName,
    groupName: request.groupName,
    facilityId: request.facilityId,
    externalId: request.externalId,
    emailAddress: request.emailAddress,
    contactNumber: request.contactNumber,
    partyIdFrom: request.organizationPartyId,
    roleTypeIdFrom: 'INTERNAL_ORGANIZATIO',
    roleTypeIdTo: 'APPLICATION_USER',
    partyRelationshipTypeId: 'EMPLOYMENT',
  };
  const sent: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) if (value !== undefined && value !== '') sent[key] = value;
  return sent;
}

/** What a create gave: the party, and a second one the browser's resend made, found and disabled. */
export interface CreatedUser {
  partyId: string;
  /** The party the OMS made a second time for this create (issue 35), disabled; absent when none. */
  disabledDouble?: string;
}

/** Margin on a create's window: the OMS's clock and the browser's run at the same pace, not in step. */
const DOUBLE_MARGIN_MS = 2000;

/**
 * service/createRelationship: creates the party and its EMPLOYMENT relationship; answers the new
 * partyId. A 2xx answer without a partyId is a failure (spec 7: a create succeeds only with the
 * expected data), rejected as an OmsError with no server message.
 *
 * The OMS makes a party each time the request runs, and the browser may send it twice (the
 * contract's "Fidelity"): with `createdBy` (the session's login), the parties this login made with
 * the same names (and External ID) within the create's window of the answered one are the same
 * create's; they are disabled (the answered one is kept) and named in `disabledDouble`.
 */
export async function createUser(client: OmsClient, request: CreateUserRequest, createdBy?: string): Promise<CreatedUser> {
  const sentAt = client.clock.local();
  const answer = await client.post<{ partyId?: unknown } | undefined>('service/createRelationship', { json: createUserBody(request) });
  const partyId = answer?.partyId;
  if (typeof partyId !== 'string' || partyId.trim() === '') {
    throw new OmsError({ kind: 'parse', body: answer, cause: new Error('createRelationship answered without a partyId') });
  }
  if (!createdBy) return { partyId };
  const answeredAt = client.clock.local();
  const span = { sentAt, answeredAt, windowMs: answeredAt - sentAt + DOUBLE_MARGIN_MS };
  const disabledDouble = await disableDoubles(client, request, createdBy, partyId, span).catch(() => undefined);
  return disabledDouble ? { partyId, disabledDouble } : { partyId };
}

interface MadeParty {
  partyId: string;
  createdDate?: number;
  externalId?: string;
  firstName?: string;
  lastName?: string;
  groupName?: string;
}

/** The parties `createdBy` made with the request's names and type, newest first (External ID compared by the caller). */
async function partiesLike(client: OmsClient, request: CreateUserRequest, createdBy: string): Promise<MadeParty[]> {
  const body = createUserBody(request);
  const names: Condition[] =
    request.partyTypeId === 'PARTY_GROUP'
      ? [{ field: 'groupName', value: body.groupName ?? '' }]
      : [
          { field: 'firstName', value: body.firstName ?? '' },
          { field: 'lastName', value: body.lastName ?? '' },
        ];
  const { docs } = await performFind<MadeParty>(client, {
    entityName: 'PartyAndUserLoginSecurityGroupDetails',
    conditions: [...names, { field: 'createdByUserLogin', value: createdBy }, { field: 'partyTypeId', value: request.partyTypeId }],
    fieldList: ['partyId', 'createdDate', 'externalId', 'firstName', 'lastName', 'groupName'],
    distinct: true,
    orderBy: '-createdDate',
    viewSize: 5,
  });
  const externalId = createUserBody(request).externalId;
  return docs.filter((row) => !externalId || row.externalId === externalId);
}

/** Disables the parties this create made besides `partyId` (see createUser); the first one disabled, if any. */
async function disableDoubles(client: OmsClient, request: CreateUserRequest, createdBy: string, partyId: string, span: WriteSpan): Promise<string | undefined> {
  const made = await partiesLike(client, request, createdBy);
  const kept = made.find((row) => row.partyId === partyId);
  if (!kept) return undefined;
  // The OMS stamped the party it answered while the create was in flight: its clock is learned.
  client.clock.learn(Number(kept.createdDate), span.sentAt, span.answeredAt);
  const doubles = made.filter((row) => row.partyId !== partyId && Math.abs(Number(row.createdDate) - Number(kept.createdDate)) <= span.windowMs);
  for (const double of doubles) {
    if (request.partyTypeId === 'PARTY_GROUP') await updatePartyGroup(client, { partyId: double.partyId, statusId: 'PARTY_DISABLED' });
    else await updatePerson(client, { partyId: double.partyId, statusId: 'PARTY_DISABLED' });
  }
  return doubles[0]?.partyId;
}

/** A party that may be the one a create whose answer was lost made. */
export interface JustCreated {
  partyId: string;
  name: string;
}

/** How long after sending a create a party with its names counts as that create's. */
export const JUST_CREATED_WINDOW_MS = 10 * 60_000;

/**
 * Recognises a create user whose answer was lost (issue 21): a party with the same names (and
 * External ID when one was sent) that `createdBy` created at or after `since`, newest first. Names
 * are not unique, so the screen offers it rather than taking it as its own.
 */
export async function findJustCreated(client: OmsClient, request: CreateUserRequest, createdBy: string, since: number): Promise<JustCreated | undefined> {
  const found = (await partiesLike(client, request, createdBy)).find((row) => Number(row.createdDate) >= since);
  if (!found) return undefined;
  return { partyId: found.partyId, name: displayName(found) };
}
