/**
 * A party's primary email and phone (PartyContactDetailByPurpose) and the writes that add, change
 * or remove them.
 */
import type { OmsClient } from './client';
import { OmsError } from './errors';
import { performFind } from './perform-find';
import { byFind, doublesOfWrite, DONE, equal, settledWrite, writeKey } from './settle';
import type { Recognise, WriteSpan } from './settle';

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
  return settledWrite(client, {
    key: writeKey('createUpdatePartyEmailAddress', json),
    send: async () => answeredContactMechId('createUpdatePartyEmailAddress', await client.post<ContactMechAnswer | undefined>('service/createUpdatePartyEmailAddress', { json })),
    recognise: contactWritten(client, request.partyId, 'PRIMARY_EMAIL', request.contactMechId, (row) => row.infoString === request.emailAddress),
    dedupe: request.contactMechId ? undefined : endDoubledContacts(client, request.partyId, 'PRIMARY_EMAIL', (row) => row.infoString === request.emailAddress),
  });
}

/** service/createUpdatePartyTelecomNumber: edit with contactMechId, else add a PRIMARY_PHONE. */
export async function createUpdatePartyTelecomNumber(
  client: OmsClient,
  request: { partyId: string; contactNumber: string; contactMechId?: string },
): Promise<string> {
  const json = request.contactMechId
    ? { partyId: request.partyId, contactNumber: request.contactNumber, contactMechId: request.contactMechId }
    : { partyId: request.partyId, contactNumber: request.contactNumber, contactMechPurposeTypeId: 'PRIMARY_PHONE' };
  return settledWrite(client, {
    key: writeKey('createUpdatePartyTelecomNumber', json),
    send: async () => answeredContactMechId('createUpdatePartyTelecomNumber', await client.post<ContactMechAnswer | undefined>('service/createUpdatePartyTelecomNumber', { json })),
    recognise: contactWritten(client, request.partyId, 'PRIMARY_PHONE', request.contactMechId, (row) => row.contactNumber === request.contactNumber),
    dedupe: request.contactMechId ? undefined : endDoubledContacts(client, request.partyId, 'PRIMARY_PHONE', (row) => row.contactNumber === request.contactNumber),
  });
}

/** service/deletePartyContactMech. */
export async function deletePartyContactMech(client: OmsClient, request: { partyId: string; contactMechId: string }): Promise<void> {
  const json = { contactMechId: request.contactMechId, partyId: request.partyId };
  await settledWrite(client, {
    key: writeKey('deletePartyContactMech', json),
    send: () => client.post('service/deletePartyContactMech', { json }),
    recognise: byFind(client, { entityName: 'PartyContactDetailByPurpose', conditions: equal(json), filterByDate: true }, (docs) => (docs.length === 0 ? DONE : null)),
  });
}

/**
 * A create or edit of a primary email or phone is done when the contact it wrote is there (its
 * contactMechId is what the answer would have carried): for an edit of `edited`, that contact is no
 * longer current and one with the value is (or `edited` already had the value); for an add, the
 * party's newest current contact of that purpose has the value. Another contact that merely has the
 * value is not the one written.
 */
function contactWritten(client: OmsClient, partyId: string, purpose: ContactPurpose, edited: string | undefined, matches: (row: ContactDetail) => boolean): Recognise<string> {
  return byFind<ContactDetail & { fromDate?: number | string }, string>(
    client,
    { entityName: 'PartyContactDetailByPurpose', conditions: equal({ partyId, contactMechPurposeTypeId: purpose }), filterByDate: true },
    (docs) => {
      if (edited) {
        const old = docs.find((row) => row.contactMechId === edited);
        const row = old ? (matches(old) ? old : undefined) : docs.find(matches);
        return row?.contactMechId ? { value: row.contactMechId } : null;
      }
      const newest = [...docs].sort((a, b) => Number(b.fromDate) - Number(a.fromDate))[0];
      return newest?.contactMechId && matches(newest) ? { value: newest.contactMechId } : null;
    },
  );
}

/**
 * An add makes a new contact each time it runs, so a resent one leaves two current contacts of the
 * value: the one answered (`contactMechId`) is kept, the other made inside the write's window is
 * removed. A contact of that value the party had before is not this write's.
 */
function endDoubledContacts(client: OmsClient, partyId: string, purpose: ContactPurpose, matches: (row: ContactDetail) => boolean) {
  return async (contactMechId: string, span: WriteSpan): Promise<void> => {
    const { docs } = await performFind<ContactDetail & { fromDate?: number }>(client, {
      entityName: 'PartyContactDetailByPurpose',
      conditions: equal({ partyId, contactMechPurposeTypeId: purpose }),
      fieldList: ['contactMechId', 'infoString', 'contactNumber', 'fromDate'],
      filterByDate: true,
      viewSize: 100,
    });
    for (const extra of doublesOfWrite(client, docs.filter(matches), span, (row) => row.contactMechId === contactMechId)) {
      await client.post('service/deletePartyContactMech', { json: { partyId, contactMechId: extra.contactMechId } });
    }
  };
}
