/**
 * Creating a user: service/createRelationship with the create-user form's fields, the party type
 * and the EMPLOYMENT relationship from the organization that makes the new party an
 * APPLICATION_USER (spec sections 4 and 7).
 */
import type { OmsClient } from './client';
import { OmsError } from './errors';
import { performFind } from './perform-find';
import type { Condition } from './perform-find';
import type { PartyTypeId } from './user-details';

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

/**
 * service/createRelationship: creates the party and its EMPLOYMENT relationship; answers the new
 * partyId. A 2xx answer without a partyId is a failure (spec 7: a create succeeds only with the
 * expected data), rejected as an OmsError with no server message.
 */
export async function createUser(client: OmsClient, request: CreateUserRequest): Promise<string> {
  const answer = await client.post<{ partyId?: unknown } | undefined>('service/createRelationship', { json: createUserBody(request) });
  const partyId = answer?.partyId;
  if (typeof partyId === 'string' && partyId.trim() !== '') return partyId;
  throw new OmsError({ kind: 'parse', body: answer, cause: new Error('createRelationship answered without a partyId') });
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
  const body = createUserBody(request);
  const names: Condition[] =
    request.partyTypeId === 'PARTY_GROUP'
      ? [{ field: 'groupName', value: body.groupName ?? '' }]
      : [
          { field: 'firstName', value: body.firstName ?? '' },
          { field: 'lastName', value: body.lastName ?? '' },
        ];
  const { docs } = await performFind<{ partyId: string; createdDate?: number; externalId?: string; firstName?: string; lastName?: string; groupName?: string }>(client, {
    entityName: 'PartyAndUserLoginSecurityGroupDetails',
    conditions: [...names, { field: 'createdByUserLogin', value: createdBy }, { field: 'partyTypeId', value: request.partyTypeId }],
    fieldList: ['partyId', 'createdDate', 'externalId', 'firstName', 'lastName', 'groupName'],
    distinct: true,
    orderBy: '-createdDate',
    viewSize: 5,
  });
  const found = docs.find((row) => Number(row.createdDate) >= since && (!body.externalId || row.externalId === body.externalId));
  if (!found) return undefined;
  return { partyId: found.partyId, name: found.groupName || [found.firstName, found.lastName].filter(Boolean).join(' ') };
}
