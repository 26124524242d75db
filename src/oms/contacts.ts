/**
 * A party's primary email and phone (PartyContactDetailByPurpose) and the writes that add, change
 * or remove them.
 */
import type { OmsClient } from './client';
import { OmsError } from './errors';
import { performFind } from './perform-find';

export type ContactPurpose = 'PRIMARY_EMAIL' | 'PRIMARY_PHONE';

export interface ContactDetail {
  contactMechId: string;
  contactMechPurposeTypeId: ContactPurpose | string;
  infoString?: string;
  countryCode?: string;
  areaCode?: string;
  contactNumber?: string;
}

export interface PartyContacts {
  email?: { email: string; contactMechId: string };
  phone?: { contactNumber: string; contactMechId: string };
}

/** The current PRIMARY_EMAIL and PRIMARY_PHONE of a party (viewSize 2, filterByDate). */
export async function findPartyContacts(client: OmsClient, partyId: string, signal?: AbortSignal): Promise<PartyContacts> {
  const { docs } = await performFind<ContactDetail>(
    client,
    {
      entityName: 'PartyContactDetailByPurpose',
      conditions: [
        { field: 'partyId', value: partyId },
        { field: 'contactMechPurposeTypeId', value: ['PRIMARY_EMAIL', 'PRIMARY_PHONE'], op: 'in' },
      ],
      fieldList: ['areaCode', 'countryCode', 'contactNumber', 'infoString', 'contactMechId', 'contactMechPurposeTypeId'],
      filterByDate: true,
      viewSize: 2,
    },
    signal,
  );
  const contacts: PartyContacts = {};
  for (const doc of docs) {
    if (doc.contactMechPurposeTypeId === 'PRIMARY_EMAIL' && doc.infoString) {
      contacts.email = { email: doc.infoString, contactMechId: doc.contactMechId };
    } else if (doc.contactMechPurposeTypeId === 'PRIMARY_PHONE' && doc.contactNumber) {
      contacts.phone = { contactNumber: doc.contactNumber, contactMechId: doc.contactMechId };
    }
  }
  return contacts;
}

interface ContactMechAnswer {
  contactMechId?: unknown;
}

/**
 * The contactMechId of a create/update answer. A 2xx answer without it is a failure (spec 7: a
 * create call fails unless the expected data comes back); an empty id would later be sent by Remove.
 */
function answeredContactMechId(service: string, answer: ContactMechAnswer | undefined): string {
  const id = answer?.contactMechId;
  if (typeof id === 'string' && id.trim() !== '') return id;
  // Not the server's message: screens that show one (quick setup) fall back to their own text.
  throw new OmsError({ kind: 'parse', body: answer, cause: new Error(`${service} answered without a contactMechId`) });
}

/**
 * service/createUpdatePartyEmailAddress: with contactMechId it edits that email; without, it adds a
 * PRIMARY_EMAIL. Answers the (new) contactMechId.
 */
export async function createUpdatePartyEmailAddress(
  client: OmsClient,
  request: { partyId: string; emailAddress: string; contactMechId?: string },
): Promise<string> {
  const json = request.contactMechId
    ? { partyId: request.partyId, emailAddress: request.emailAddress, contactMechId: request.contactMechId }
    : { partyId: request.partyId, emailAddress: request.emailAddress, contactMechPurposeTypeId: 'PRIMARY_EMAIL' };
  const answer = await client.post<ContactMechAnswer | undefined>('service/createUpdatePartyEmailAddress', { json });
  return answeredContactMechId('createUpdatePartyEmailAddress', answer);
}

/** service/createUpdatePartyTelecomNumber: edit with contactMechId, else add a PRIMARY_PHONE. */
export async function createUpdatePartyTelecomNumber(
  client: OmsClient,
  request: { partyId: string; contactNumber: string; contactMechId?: string },
): Promise<string> {
  const json = request.contactMechId
    ? { partyId: request.partyId, contactNumber: request.contactNumber, contactMechId: request.contactMechId }
    : { partyId: request.partyId, contactNumber: request.contactNumber, contactMechPurposeTypeId: 'PRIMARY_PHONE' };
  const answer = await client.post<ContactMechAnswer | undefined>('service/createUpdatePartyTelecomNumber', { json });
  return answeredContactMechId('createUpdatePartyTelecomNumber', answer);
}

/** service/deletePartyContactMech. */
export async function deletePartyContactMech(client: OmsClient, request: { partyId: string; contactMechId: string }): Promise<void> {
  await client.post('service/deletePartyContactMech', { json: { contactMechId: request.contactMechId, partyId: request.partyId } });
}
