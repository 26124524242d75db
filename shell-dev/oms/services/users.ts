/**
 * Party records: createRelationship (creating a user, as the app does it), updatePerson and
 * updatePartyGroup. Like the OMS, each changes only the entities it names: a party's statusId
 * leaves its UserLogin alone, and createRelationship ignores a facilityId (OMS-CONTRACT.md,
 * "Fidelity"; the client calls updateUserLoginStatus and addPartyToFacility itself).
 */
import { nextId, type Db } from '../db/database';
import { OmsError, badValue, duplicate, missing, unknown } from './errors';
import { addContactMech } from './contacts';
import { watchParty } from './watch';
import { defineService, emailField, mustExist, phoneField, USER_ADMIN, type Input, type ServiceDefinition } from './service';

const PARTY_STATUSES = ['PARTY_ENABLED', 'PARTY_DISABLED'];

function statusField(input: Input): string | undefined {
  const statusId = input.str('statusId');
  if (statusId !== undefined && !PARTY_STATUSES.includes(statusId)) throw badValue('statusId', `expected ${PARTY_STATUSES.join(' or ')}`);
  return statusId;
}

/** A text field that may be changed but not blanked (names). */
function nonBlank(input: Input, name: string): string | undefined {
  if (input.has(name) && input.raw[name] !== undefined && input.str(name) === undefined) throw badValue(name, 'must not be empty');
  return input.str(name);
}

function ensurePartyRole(db: Db, partyId: string, roleTypeId: string): void {
  db.prepare('INSERT OR IGNORE INTO PartyRole (partyId, roleTypeId) VALUES (?, ?)').run(partyId, roleTypeId);
}

const createRelationship = defineService({
  permission: USER_ADMIN,
  run(input, { db, now, caller }) {
    const partyTypeId = input.req('partyTypeId');
    if (partyTypeId !== 'PERSON' && partyTypeId !== 'PARTY_GROUP') throw badValue('partyTypeId', 'expected PERSON or PARTY_GROUP');
    const partyIdFrom = input.reqId('partyIdFrom');
    const roleTypeIdFrom = input.reqId('roleTypeIdFrom');
    const roleTypeIdTo = input.reqId('roleTypeIdTo');
    const relationshipTypeId = input.reqId('partyRelationshipTypeId');
    const firstName = input.str('firstName');
    const lastName = input.str('lastName');
    const groupName = input.str('groupName');
    if (partyTypeId === 'PERSON') {
      if (!firstName) throw missing('firstName');
      if (!lastName) throw missing('lastName');
    } else if (!groupName) throw missing('groupName');
    const emailAddress = emailField(input, 'emailAddress', false);
    const contactNumber = phoneField(input, 'contactNumber', false);
    // Unknown fields such as facilityId are ignored, as the OMS's service engine ignores them.
    const statusId = statusField(input) ?? 'PARTY_ENABLED';
    const fromDate = input.time('fromDate') ?? now;
    const requestedPartyId = input.newId('partyId', 20);

    mustExist(db, 'Party', 'partyId', partyIdFrom);
    mustExist(db, 'RoleType', 'roleTypeId', roleTypeIdFrom);
    mustExist(db, 'RoleType', 'roleTypeId', roleTypeIdTo);
    mustExist(db, 'PartyRelationshipType', 'partyRelationshipTypeId', relationshipTypeId);
    if (!db.prepare('SELECT 1 FROM PartyRole WHERE partyId = ? AND roleTypeId = ?').get(partyIdFrom, roleTypeIdFrom)) {
      throw new OmsError('badRequest', `Party ${partyIdFrom} does not have the role ${roleTypeIdFrom}`);
    }
    if (requestedPartyId && db.prepare('SELECT 1 FROM Party WHERE partyId = ?').get(requestedPartyId)) {
      throw duplicate(`A party with ID ${requestedPartyId} already exists.`);
    }

    const partyId = requestedPartyId ?? nextPartyId(db);
    db.prepare('INSERT INTO Party (partyId, partyTypeId, statusId, externalId, createdDate, createdByUserLogin, lastModifiedDate, lastModifiedByUserLogin) VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(
      partyId, partyTypeId, statusId, input.str('externalId') ?? null, now, caller.userLoginId, now, caller.userLoginId,
    );
    if (partyTypeId === 'PERSON') db.prepare('INSERT INTO Person (partyId, firstName, lastName) VALUES (?, ?, ?)').run(partyId, firstName ?? null, lastName ?? null);
    else db.prepare('INSERT INTO PartyGroup (partyId, groupName) VALUES (?, ?)').run(partyId, groupName ?? null);
    ensurePartyRole(db, partyId, roleTypeIdTo);
    db.prepare('INSERT INTO PartyRelationship (partyIdFrom, partyIdTo, roleTypeIdFrom, roleTypeIdTo, fromDate, partyRelationshipTypeId) VALUES (?, ?, ?, ?, ?, ?)').run(
      partyIdFrom, partyId, roleTypeIdFrom, roleTypeIdTo, fromDate, relationshipTypeId,
    );
    if (emailAddress) addContactMech(db, partyId, 'EMAIL_ADDRESS', emailAddress, 'PRIMARY_EMAIL', now);
    if (contactNumber) addContactMech(db, partyId, 'TELECOM_NUMBER', { contactNumber, countryCode: null, areaCode: null }, 'PRIMARY_PHONE', now);
    return { partyId };
  },
});

function nextPartyId(db: Db): string {
  // Skip ids taken by explicitly requested partyIds.
  for (;;) {
    const candidate = nextId(db, 'Party');
    if (!db.prepare('SELECT 1 FROM Party WHERE partyId = ?').get(candidate)) return candidate;
  }
}

/** Shared body of updatePerson / updatePartyGroup. */
function updateParty(kind: 'Person' | 'PartyGroup', nameFields: readonly string[]) {
  return defineService({
    permission: USER_ADMIN,
    run(input, context) {
      const { db, now, caller } = context;
      const partyId = input.reqId('partyId');
      const names = Object.fromEntries(nameFields.map((field) => [field, nonBlank(input, field)]));
      const statusId = statusField(input);
      if (!db.prepare(`SELECT 1 FROM "${kind}" WHERE partyId = ?`).get(partyId)) throw unknown(kind, partyId);
      watchParty(context, `update${kind}`, partyId, statusId ? `sets the status ${statusId}` : 'changes the name');
      for (const [field, value] of Object.entries(names)) {
        if (value !== undefined) db.prepare(`UPDATE "${kind}" SET "${field}" = ? WHERE partyId = ?`).run(value, partyId);
      }
      if (input.has('externalId')) db.prepare('UPDATE Party SET externalId = ? WHERE partyId = ?').run(input.str('externalId') ?? null, partyId);
      // The party only: its logins stay as they are (the client blocks them with updateUserLoginStatus).
      if (statusId) db.prepare('UPDATE Party SET statusId = ? WHERE partyId = ?').run(statusId, partyId);
      db.prepare('UPDATE Party SET lastModifiedDate = ?, lastModifiedByUserLogin = ? WHERE partyId = ?').run(now, caller.userLoginId, partyId);
      return { partyId };
    },
  });
}

export const userServices: Record<string, ServiceDefinition<unknown>> = {
  createRelationship,
  updatePerson: updateParty('Person', ['firstName', 'lastName']),
  updatePartyGroup: updateParty('PartyGroup', ['groupName']),
};
