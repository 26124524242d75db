/**
 * Creating a user: service/createRelationship with the create-user form's fields, the party type
 * and the EMPLOYMENT relationship from the organization that makes the new party an
 * APPLICATION_USER (spec sections 4 and 7).
 */
import type { OmsClient } from './client';
import { OmsError } from './errors';
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
