/**
 * Roles and associations: party roles (the picker role), product store roles, facility
 * assignments, role types and party relationships. Associations are ended with a thruDate,
 * never deleted, keeping their fromDate and roleTypeId (spec 4).
 *
 * As in OFBiz, the creates are generic creates: only an identical primary key (which includes
 * fromDate) is a duplicate, so granting what is already current with a new fromDate makes a
 * second current row; FacilityParty and ProductStoreRole need the PartyRole they reference (a
 * foreign key), which they do not create; deletePartyRole is a plain delete under those foreign
 * keys. See README.md "Fidelity".
 */
import type { Db } from '../db/database';
import { OmsError, badValue, duplicate, missing } from './errors';
import { watchParty } from './watch';
import { defineService, FULFILLMENT_ADMIN, mustExist, mustFind, USER_ADMIN, type Input, type ServiceDefinition } from './service';

/** Role writes for the picker role are fulfillment writes; other roles are user administration. */
const rolePermission = (input: Input): readonly string[] => (input.raw.roleTypeId === 'WAREHOUSE_PICKER' ? FULFILLMENT_ADMIN : USER_ADMIN);

function ensureRole(db: Db, partyId: string, roleTypeId: string): void {
  db.prepare('INSERT OR IGNORE INTO PartyRole (partyId, roleTypeId) VALUES (?, ?)').run(partyId, roleTypeId);
}

/** The foreign key every FacilityParty / ProductStoreRole row has to PartyRole. */
function requirePartyRole(db: Db, partyId: string, roleTypeId: string): void {
  mustFind(db, 'SELECT 1 AS found FROM PartyRole WHERE partyId = ? AND roleTypeId = ?', [partyId, roleTypeId], 'PartyRole', `${partyId}, ${roleTypeId}`);
}

/** Rows that reference a PartyRole through a foreign key (OFBiz's entity model; see db/schema.ts). */
const PARTY_ROLE_REFERENCES: ReadonlyArray<readonly [table: string, partyColumn: string, roleColumn: string]> = [
  ['FacilityParty', 'partyId', 'roleTypeId'],
  ['ProductStoreRole', 'partyId', 'roleTypeId'],
  ['PartyRelationship', 'partyIdFrom', 'roleTypeIdFrom'],
  ['PartyRelationship', 'partyIdTo', 'roleTypeIdTo'],
];

const ensurePartyRole = defineService({
  permission: rolePermission,
  run(input, context) {
    const { db } = context;
    const partyId = input.reqId('partyId');
    watchParty(context, 'ensurePartyRole', partyId, 'adds a role');
    const roleTypeId = input.reqId('roleTypeId');
    mustExist(db, 'Party', 'partyId', partyId);
    mustExist(db, 'RoleType', 'roleTypeId', roleTypeId);
    ensureRole(db, partyId, roleTypeId);
    return { partyId, roleTypeId };
  },
});

const deletePartyRole = defineService({
  permission: rolePermission,
  run(input, context) {
    const { db } = context;
    const partyId = input.reqId('partyId');
    watchParty(context, 'deletePartyRole', partyId, 'deletes a role');
    const roleTypeId = input.reqId('roleTypeId');
    requirePartyRole(db, partyId, roleTypeId);
    // A plain delete under foreign keys: any referencing row, current or ended, blocks it.
    for (const [table, partyColumn, roleColumn] of PARTY_ROLE_REFERENCES) {
      if (db.prepare(`SELECT 1 FROM "${table}" WHERE "${partyColumn}" = ? AND "${roleColumn}" = ? LIMIT 1`).get(partyId, roleTypeId)) {
        throw new OmsError('conflict', `Cannot delete PartyRole [${partyId}, ${roleTypeId}]: ${table} records still reference it (foreign key).`);
      }
    }
    db.prepare('DELETE FROM PartyRole WHERE partyId = ? AND roleTypeId = ?').run(partyId, roleTypeId);
    return { partyId, roleTypeId };
  },
});

const createProductStoreRole = defineService({
  permission: USER_ADMIN,
  run(input, context) {
    const { db, now } = context;
    const partyId = input.reqId('partyId');
    watchParty(context, 'createProductStoreRole', partyId, 'adds a product store');
    const productStoreId = input.reqId('productStoreId');
    const roleTypeId = input.reqId('roleTypeId');
    const fromDate = input.time('fromDate') ?? now;
    const thruDate = input.time('thruDate') ?? null;
    mustExist(db, 'Party', 'partyId', partyId);
    mustExist(db, 'ProductStore', 'productStoreId', productStoreId);
    mustExist(db, 'RoleType', 'roleTypeId', roleTypeId);
    requirePartyRole(db, partyId, roleTypeId);
    if (db.prepare('SELECT 1 FROM ProductStoreRole WHERE partyId = ? AND roleTypeId = ? AND productStoreId = ? AND fromDate = ?').get(partyId, roleTypeId, productStoreId, fromDate)) {
      throw duplicate(`ProductStoreRole [${partyId}, ${roleTypeId}, ${productStoreId}, ${fromDate}] already exists.`);
    }
    db.prepare('INSERT INTO ProductStoreRole (partyId, roleTypeId, productStoreId, fromDate, thruDate) VALUES (?, ?, ?, ?, ?)').run(partyId, roleTypeId, productStoreId, fromDate, thruDate);
    return { partyId, productStoreId, roleTypeId, fromDate };
  },
});

const updateProductStoreRole = defineService({
  permission: USER_ADMIN,
  run(input, context) {
    const { db } = context;
    const partyId = input.reqId('partyId');
    watchParty(context, 'updateProductStoreRole', partyId, 'changes a product store');
    const productStoreId = input.reqId('productStoreId');
    const roleTypeId = input.reqId('roleTypeId');
    const fromDate = input.reqTime('fromDate');
    const thruDate = input.time('thruDate') ?? null;
    const sequenceNum = input.raw.sequenceNum;
    if (sequenceNum !== undefined && sequenceNum !== null && !Number.isInteger(Number(sequenceNum))) throw badValue('sequenceNum', 'expected an integer');
    if (thruDate !== null && thruDate < fromDate) throw badValue('thruDate', 'must not be before fromDate');
    const key = [partyId, roleTypeId, productStoreId, fromDate];
    mustFind(db, 'SELECT 1 AS found FROM ProductStoreRole WHERE partyId = ? AND roleTypeId = ? AND productStoreId = ? AND fromDate = ?', key, 'ProductStoreRole', key.join(', '));
    db.prepare('UPDATE ProductStoreRole SET thruDate = ? WHERE partyId = ? AND roleTypeId = ? AND productStoreId = ? AND fromDate = ?').run(thruDate, ...key);
    if (sequenceNum !== undefined && sequenceNum !== null) {
      db.prepare('UPDATE ProductStoreRole SET sequenceNum = ? WHERE partyId = ? AND roleTypeId = ? AND productStoreId = ? AND fromDate = ?').run(Number(sequenceNum), ...key);
    }
    return { partyId, productStoreId, roleTypeId, fromDate, thruDate };
  },
});

const addPartyToFacility = defineService({
  permission: FULFILLMENT_ADMIN,
  run(input, context) {
    const { db, now } = context;
    const partyId = input.reqId('partyId');
    watchParty(context, 'addPartyToFacility', partyId, 'adds a facility');
    const facilityId = input.reqId('facilityId');
    const roleTypeId = input.reqId('roleTypeId');
    const fromDate = input.time('fromDate') ?? now;
    mustExist(db, 'Party', 'partyId', partyId);
    mustExist(db, 'Facility', 'facilityId', facilityId);
    mustExist(db, 'RoleType', 'roleTypeId', roleTypeId);
    // OFBiz's only service ECA here gives the party the _NA_ role; any other role must exist.
    if (roleTypeId === '_NA_') ensureRole(db, partyId, roleTypeId);
    else requirePartyRole(db, partyId, roleTypeId);
    if (db.prepare('SELECT 1 FROM FacilityParty WHERE facilityId = ? AND partyId = ? AND roleTypeId = ? AND fromDate = ?').get(facilityId, partyId, roleTypeId, fromDate)) {
      throw duplicate(`FacilityParty [${facilityId}, ${partyId}, ${roleTypeId}, ${fromDate}] already exists.`);
    }
    db.prepare('INSERT INTO FacilityParty (facilityId, partyId, roleTypeId, fromDate) VALUES (?, ?, ?, ?)').run(facilityId, partyId, roleTypeId, fromDate);
    return { partyId, facilityId, roleTypeId, fromDate };
  },
});

const removePartyFromFacility = defineService({
  permission: FULFILLMENT_ADMIN,
  run(input, context) {
    const { db, now } = context;
    const partyId = input.reqId('partyId');
    watchParty(context, 'removePartyFromFacility', partyId, 'removes a facility');
    const facilityId = input.reqId('facilityId');
    const roleTypeId = input.reqId('roleTypeId');
    const fromDate = input.reqTime('fromDate');
    const thruDate = input.time('thruDate') ?? now;
    if (thruDate < fromDate) throw badValue('thruDate', 'must not be before fromDate');
    const key = [facilityId, partyId, roleTypeId, fromDate];
    mustFind(db, 'SELECT 1 AS found FROM FacilityParty WHERE facilityId = ? AND partyId = ? AND roleTypeId = ? AND fromDate = ?', key, 'FacilityParty', key.join(', '));
    db.prepare('UPDATE FacilityParty SET thruDate = ? WHERE facilityId = ? AND partyId = ? AND roleTypeId = ? AND fromDate = ?').run(thruDate, ...key);
    return { partyId, facilityId, roleTypeId, fromDate, thruDate };
  },
});

const createRoleType = defineService({
  permission: USER_ADMIN,
  run(input, context) {
    const { db } = context;
    const roleTypeId = input.newId('roleTypeId', 20);
    if (roleTypeId === undefined) throw missing('roleTypeId');
    const parentTypeId = input.id('parentTypeId', 20);
    const description = input.str('description');
    if (description !== undefined && description.length > 255) throw badValue('description', 'at most 255 characters');
    if (parentTypeId) mustExist(db, 'RoleType', 'roleTypeId', parentTypeId);
    if (db.prepare('SELECT 1 FROM RoleType WHERE roleTypeId = ?').get(roleTypeId)) throw duplicate(`Role type ${roleTypeId} already exists.`);
    db.prepare('INSERT INTO RoleType (roleTypeId, parentTypeId, description) VALUES (?, ?, ?)').run(roleTypeId, parentTypeId ?? null, description ?? null);
    return { roleTypeId };
  },
});

const updatePartyRelationship = defineService({
  permission: USER_ADMIN,
  run(input, context) {
    const { db, now } = context;
    const key = ['partyIdFrom', 'partyIdTo', 'roleTypeIdFrom', 'roleTypeIdTo'].map((name) => input.reqId(name));
    watchParty(context, 'updatePartyRelationship', key[1], 'changes the relationship');
    const fromDate = input.time('fromDate');
    const relationshipTypeId = input.id('partyRelationshipTypeId');
    if (relationshipTypeId) mustExist(db, 'PartyRelationshipType', 'partyRelationshipTypeId', relationshipTypeId);
    const match = 'partyIdFrom = ? AND partyIdTo = ? AND roleTypeIdFrom = ? AND roleTypeIdTo = ?';
    // Without a fromDate the current relationship(s) between the two are meant.
    const [where, params] = fromDate === undefined ? [`${match} AND (thruDate IS NULL OR thruDate > ?)`, [...key, now]] : [`${match} AND fromDate = ?`, [...key, fromDate]];
    mustFind(db, `SELECT 1 AS found FROM PartyRelationship WHERE ${where}`, params, 'PartyRelationship', key.join(', '));
    const sets: Array<[string, unknown]> = [];
    if (input.has('thruDate')) sets.push(['thruDate', input.time('thruDate') ?? null]);
    if (input.has('statusId')) sets.push(['statusId', input.str('statusId') ?? null]);
    if (input.has('comments')) sets.push(['comments', input.str('comments') ?? null]);
    if (relationshipTypeId) sets.push(['partyRelationshipTypeId', relationshipTypeId]);
    for (const [field, value] of sets) db.prepare(`UPDATE PartyRelationship SET "${field}" = ? WHERE ${where}`).run(value, ...params);
    return { partyIdFrom: key[0], partyIdTo: key[1] };
  },
});

export const associationServices: Record<string, ServiceDefinition<unknown>> = {
  ensurePartyRole,
  deletePartyRole,
  createProductStoreRole,
  updateProductStoreRole,
  addPartyToFacility,
  removePartyFromFacility,
  createRoleType,
  updatePartyRelationship,
};
