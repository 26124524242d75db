/**
 * The selected user's party record (PartyAndUserLoginSecurityGroupDetails: party, person or group,
 * login) and the writes that change it (name, externalId, party status).
 */
import type { OmsClient } from './client';
import { performFind } from './perform-find';
import { DONE, settledWrite, writeKey } from './settle';
import type { Recognise } from './settle';

export type PartyTypeId = 'PERSON' | 'PARTY_GROUP';
export type PartyStatusId = 'PARTY_ENABLED' | 'PARTY_DISABLED';

export interface UserParty {
  partyId: string;
  partyTypeId?: PartyTypeId | string;
  firstName?: string;
  lastName?: string;
  groupName?: string;
  statusId?: PartyStatusId | string;
  externalId?: string;
  /** Empty when the user has no login. */
  userLoginId?: string;
  /** Login enabled: 'Y' or 'N'. */
  enabled?: string;
  hasLoggedOut?: string;
  /** 'Y': the login must change its password at the next login. */
  requirePasswordChange?: string;
  createdByUserLogin?: string;
  createdDate?: number;
}

export const USER_PARTY_FIELDS = [
  'partyId',
  'partyTypeId',
  'firstName',
  'lastName',
  'groupName',
  'statusId',
  'externalId',
  'userLoginId',
  'enabled',
  'hasLoggedOut',
  'requirePasswordChange',
  'createdByUserLogin',
  'createdDate',
] as const;

/** The party with its login, or undefined when there is none. The view has a row per group: distinct. */
export async function findUserParty(client: OmsClient, partyId: string, signal?: AbortSignal): Promise<UserParty | undefined> {
  const { docs } = await performFind<UserParty>(
    client,
    {
      entityName: 'PartyAndUserLoginSecurityGroupDetails',
      conditions: [{ field: 'partyId', value: partyId }],
      fieldList: USER_PARTY_FIELDS,
      distinct: true,
      viewSize: 1,
    },
    signal,
  );
  return docs[0];
}

export interface UpdatePersonRequest {
  partyId: string;
  firstName?: string;
  lastName?: string;
  externalId?: string;
  statusId?: PartyStatusId;
}

/** service/updatePerson: only the fields given are sent (externalId '' removes it). */
export async function updatePerson(client: OmsClient, request: UpdatePersonRequest): Promise<void> {
  await settledWrite(client, { key: writeKey('updatePerson', request), send: () => client.post('service/updatePerson', { json: request }), recognise: partyHas(client, request) });
}

export interface UpdatePartyGroupRequest {
  partyId: string;
  groupName?: string;
  externalId?: string;
  statusId?: PartyStatusId;
}

/** service/updatePartyGroup: only the fields given are sent. */
export async function updatePartyGroup(client: OmsClient, request: UpdatePartyGroupRequest): Promise<void> {
  await settledWrite(client, { key: writeKey('updatePartyGroup', request), send: () => client.post('service/updatePartyGroup', { json: request }), recognise: partyHas(client, request) });
}

/** A set-to-value update is done when the party has every value sent ('' and none are the same). */
function partyHas(client: OmsClient, request: { partyId: string } & Partial<Record<'firstName' | 'lastName' | 'groupName' | 'externalId' | 'statusId', string>>): Recognise<void> {
  return async () => {
    const party = await findUserParty(client, request.partyId);
    if (!party) return null;
    const { partyId: _partyId, ...sent } = request;
    const same = Object.entries(sent).every(([field, value]) => (value ?? '') === ((party as unknown as Record<string, unknown>)[field] ?? ''));
    return same ? DONE : null;
  };
}
