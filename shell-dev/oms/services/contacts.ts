/**
 * Contact mechanisms: createUpdatePartyEmailAddress, createUpdatePartyTelecomNumber,
 * deletePartyContactMech. As in OFBiz, changing a value creates a new ContactMech, ends the old
 * PartyContactMech and moves its purposes over, and answers the new contactMechId.
 */
import { nextId, type Db } from '../db/database';
import { badValue, unknown } from './errors';
import { watchParty } from './watch';
import { defineService, emailField, mustExist, phoneField, textField, USER_ADMIN, type Input, type ServiceDefinition } from './service';

type ContactType = 'EMAIL_ADDRESS' | 'TELECOM_NUMBER';

interface Phone {
  countryCode: string | null;
  areaCode: string | null;
  contactNumber: string;
}

/** Creates ContactMech (+ TelecomNumber), PartyContactMech and optionally one purpose. */
export function addContactMech(db: Db, partyId: string, type: ContactType, value: string | Phone, purposeId: string | undefined, now: number): string {
  const contactMechId = nextId(db, 'ContactMech');
  db.prepare('INSERT INTO ContactMech (contactMechId, contactMechTypeId, infoString) VALUES (?, ?, ?)').run(contactMechId, type, typeof value === 'string' ? value : null);
  if (typeof value !== 'string') {
    db.prepare('INSERT INTO TelecomNumber (contactMechId, countryCode, areaCode, contactNumber) VALUES (?, ?, ?, ?)').run(contactMechId, value.countryCode, value.areaCode, value.contactNumber);
  }
  db.prepare('INSERT INTO PartyContactMech (partyId, contactMechId, fromDate) VALUES (?, ?, ?)').run(partyId, contactMechId, now);
  if (purposeId) {
    db.prepare('INSERT INTO PartyContactMechPurpose (partyId, contactMechId, contactMechPurposeTypeId, fromDate) VALUES (?, ?, ?, ?)').run(partyId, contactMechId, purposeId, now);
  }
  return contactMechId;
}

function currentContact(db: Db, partyId: string, contactMechId: string, now: number): { contactMechTypeId: string; infoString: string | null } {
  const row = db
    .prepare(
      `SELECT cm.contactMechTypeId, cm.infoString FROM PartyContactMech pcm JOIN ContactMech cm ON cm.contactMechId = pcm.contactMechId
       WHERE pcm.partyId = ? AND pcm.contactMechId = ? AND (pcm.thruDate IS NULL OR pcm.thruDate > ?)`,
    )
    .get(partyId, contactMechId, now) as { contactMechTypeId: string; infoString: string | null } | undefined;
  if (!row) throw unknown('PartyContactMech', `${partyId}, ${contactMechId}`);
  return row;
}

function endContact(db: Db, partyId: string, contactMechId: string, now: number): string[] {
  const purposes = db
    .prepare('SELECT contactMechPurposeTypeId FROM PartyContactMechPurpose WHERE partyId = ? AND contactMechId = ? AND (thruDate IS NULL OR thruDate > ?)')
    .all(partyId, contactMechId, now) as Array<{ contactMechPurposeTypeId: string }>;
  db.prepare('UPDATE PartyContactMech SET thruDate = ? WHERE partyId = ? AND contactMechId = ? AND (thruDate IS NULL OR thruDate > ?)').run(now, partyId, contactMechId, now);
  db.prepare('UPDATE PartyContactMechPurpose SET thruDate = ? WHERE partyId = ? AND contactMechId = ? AND (thruDate IS NULL OR thruDate > ?)').run(now, partyId, contactMechId, now);
  return purposes.map((p) => p.contactMechPurposeTypeId);
}

/** Replaces an existing contact by a new one with the same purposes; returns the new id. */
function replaceContact(db: Db, partyId: string, oldId: string, type: ContactType, value: string | Phone, now: number): string {
  const purposes = endContact(db, partyId, oldId, now);
  const newId = addContactMech(db, partyId, type, value, undefined, now);
  const purpose = db.prepare('INSERT INTO PartyContactMechPurpose (partyId, contactMechId, contactMechPurposeTypeId, fromDate) VALUES (?, ?, ?, ?)');
  for (const purposeId of purposes) purpose.run(partyId, newId, purposeId, now);
  return newId;
}

function purposeField(db: Db, input: Input): string | undefined {
  const purposeId = input.id('contactMechPurposeTypeId');
  if (purposeId) mustExist(db, 'ContactMechPurposeType', 'contactMechPurposeTypeId', purposeId);
  return purposeId;
}

const createUpdatePartyEmailAddress = defineService({
  permission: USER_ADMIN,
  run(input, context) {
    const { db, now } = context;
    const partyId = input.reqId('partyId');
    watchParty(context, 'createUpdatePartyEmailAddress', partyId, 'sets the email address');
    const emailAddress = emailField(input, 'emailAddress', true) ?? '';
    const contactMechId = input.id('contactMechId');
    mustExist(db, 'Party', 'partyId', partyId);
    const purposeId = purposeField(db, input);
    if (!contactMechId) return { contactMechId: addContactMech(db, partyId, 'EMAIL_ADDRESS', emailAddress, purposeId, now), partyId };
    const current = currentContact(db, partyId, contactMechId, now);
    if (current.contactMechTypeId !== 'EMAIL_ADDRESS') throw badValue('contactMechId', `${contactMechId} is not an email address`);
    if (current.infoString === emailAddress) return { contactMechId, partyId };
    const newId = replaceContact(db, partyId, contactMechId, 'EMAIL_ADDRESS', emailAddress, now);
    if (purposeId) db.prepare('INSERT OR IGNORE INTO PartyContactMechPurpose (partyId, contactMechId, contactMechPurposeTypeId, fromDate) VALUES (?, ?, ?, ?)').run(partyId, newId, purposeId, now);
    return { contactMechId: newId, partyId };
  },
});

/** countryCode / areaCode: free text as typed, at most 10 characters (OFBiz's very-short). */
const shortCode = (input: Input, name: string): string | null => textField(input, name, false, 10) ?? null;

const createUpdatePartyTelecomNumber = defineService({
  permission: USER_ADMIN,
  run(input, context) {
    const { db, now } = context;
    const partyId = input.reqId('partyId');
    watchParty(context, 'createUpdatePartyTelecomNumber', partyId, 'sets the phone number');
    const phone: Phone = { contactNumber: phoneField(input, 'contactNumber', true) ?? '', countryCode: shortCode(input, 'countryCode'), areaCode: shortCode(input, 'areaCode') };
    const contactMechId = input.id('contactMechId');
    mustExist(db, 'Party', 'partyId', partyId);
    const purposeId = purposeField(db, input);
    if (!contactMechId) return { contactMechId: addContactMech(db, partyId, 'TELECOM_NUMBER', phone, purposeId, now), partyId };
    const current = currentContact(db, partyId, contactMechId, now);
    if (current.contactMechTypeId !== 'TELECOM_NUMBER') throw badValue('contactMechId', `${contactMechId} is not a phone number`);
    const old = db.prepare('SELECT countryCode, areaCode, contactNumber FROM TelecomNumber WHERE contactMechId = ?').get(contactMechId) as Phone | undefined;
    if (old && old.contactNumber === phone.contactNumber && old.areaCode === phone.areaCode && old.countryCode === phone.countryCode) return { contactMechId, partyId };
    return { contactMechId: replaceContact(db, partyId, contactMechId, 'TELECOM_NUMBER', phone, now), partyId };
  },
});

const deletePartyContactMech = defineService({
  permission: USER_ADMIN,
  run(input, context) {
    const { db, now } = context;
    const partyId = input.reqId('partyId');
    watchParty(context, 'deletePartyContactMech', partyId, 'removes a contact mech');
    const contactMechId = input.reqId('contactMechId');
    currentContact(db, partyId, contactMechId, now);
    endContact(db, partyId, contactMechId, now);
    return { partyId, contactMechId };
  },
});

export const contactServices: Record<string, ServiceDefinition<unknown>> = {
  createUpdatePartyEmailAddress,
  createUpdatePartyTelecomNumber,
  deletePartyContactMech,
};
