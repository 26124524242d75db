/**
 * Security groups: a user's memberships (addPartyUserPermission, removePartyUserPermission) and
 * the groups themselves with their permission grants. Memberships and grants are generic creates:
 * only an identical primary key (with the same fromDate) is a duplicate; a second grant of what is
 * already current makes a second current row, as in OFBiz (README.md "Fidelity").
 */
import type { Db } from '../db/database';
import { isInGroup, SUPER_GROUP_ID } from '../auth/sessions';
import { badValue, duplicate, missing, unknown } from './errors';
import { watchGrant, watchGroupsAdded, watchLogin } from './watch';
import { defineService, forbidden, mustExist, mustFind, SECURITY_UPDATE, SUPER_USER, USER_ADMIN, type Input, type ServiceContext, type ServiceDefinition } from './service';

const SUPER_DENIED = "You don't have permission to update the security group.";

/** Only a super user may change SUPER membership or the groups of a SUPER member (spec 6). */
function guardSuper(context: ServiceContext, userLoginId: string, groupIds: readonly string[]): void {
  const touchesSuper = groupIds.includes(SUPER_GROUP_ID) || isInGroup(context.db, userLoginId, SUPER_GROUP_ID, context.now);
  if (touchesSuper && !SUPER_USER.some((id) => context.permissions().has(id))) throw forbidden(SUPER_DENIED);
}

function isCurrentMember(db: Db, userLoginId: string, groupId: string, now: number): boolean {
  return isInGroup(db, userLoginId, groupId, now);
}

const addPartyUserPermission = defineService({
  permission: USER_ADMIN,
  run(input, context) {
    const { db, now } = context;
    const userLoginId = input.reqId('userLoginId');
    const groupIds = [...new Set([...input.list('groupIds'), ...(input.str('groupId') ? [input.req('groupId')] : [])])];
    if (groupIds.length === 0) throw missing('groupIds');
    const fromDate = input.time('fromDate') ?? now;
    mustExist(db, 'UserLogin', 'userLoginId', userLoginId);
    for (const groupId of groupIds) mustExist(db, 'SecurityGroup', 'groupId', groupId);
    watchGroupsAdded(context, 'addPartyUserPermission', userLoginId, groupIds);
    guardSuper(context, userLoginId, groupIds);
    const exists = db.prepare('SELECT 1 FROM UserLoginSecurityGroup WHERE userLoginId = ? AND groupId = ? AND fromDate = ?');
    const insert = db.prepare('INSERT INTO UserLoginSecurityGroup (userLoginId, groupId, fromDate) VALUES (?, ?, ?)');
    for (const groupId of groupIds) {
      if (exists.get(userLoginId, groupId, fromDate)) throw duplicate(`UserLoginSecurityGroup [${userLoginId}, ${groupId}, ${fromDate}] already exists.`);
      insert.run(userLoginId, groupId, fromDate);
    }
    return { userLoginId, groupIds };
  },
});

const removePartyUserPermission = defineService({
  permission: USER_ADMIN,
  run(input, context) {
    const { db, now } = context;
    const userLoginId = input.reqId('userLoginId');
    const groupId = input.reqId('groupId');
    const fromDate = input.time('fromDate');
    const thruDate = input.time('thruDate') ?? now;
    if (!isCurrentMember(db, userLoginId, groupId, now)) throw unknown('UserLoginSecurityGroup', `${userLoginId}, ${groupId}`);
    watchLogin(context, 'removePartyUserPermission', userLoginId, `removes group ${groupId}`);
    guardSuper(context, userLoginId, [groupId]);
    const sql = 'UPDATE UserLoginSecurityGroup SET thruDate = ? WHERE userLoginId = ? AND groupId = ? AND (thruDate IS NULL OR thruDate > ?)';
    const changed = fromDate === undefined ? db.prepare(sql).run(thruDate, userLoginId, groupId, now) : db.prepare(`${sql} AND fromDate = ?`).run(thruDate, userLoginId, groupId, now, fromDate);
    if (changed.changes === 0) throw unknown('UserLoginSecurityGroup', `${userLoginId}, ${groupId}, ${fromDate}`);
    return { userLoginId, groupId };
  },
});

function groupFields(input: Input, requireName: boolean): { groupName?: string; description?: string; groupTypeEnumId?: string } {
  if (requireName && input.str('groupName') === undefined) throw missing('groupName');
  if (!requireName && input.has('groupName') && input.str('groupName') === undefined) throw badValue('groupName', 'Security group name is required.');
  const description = input.str('description');
  if (description !== undefined && description.length > 255) throw badValue('description', 'at most 255 characters');
  return { groupName: input.str('groupName'), description, groupTypeEnumId: input.id('groupTypeEnumId', 60) };
}

const createSecurityGroup = defineService({
  permission: USER_ADMIN,
  run(input, { db }) {
    const groupId = input.str('groupId');
    if (groupId === undefined) throw missing('groupId');
    if (groupId.length > 20) throw badValue('groupId', 'Internal ID cannot be more than 20 characters.');
    input.newId('groupId', 20);
    const fields = groupFields(input, true);
    if (db.prepare('SELECT 1 FROM SecurityGroup WHERE groupId = ?').get(groupId)) throw duplicate(`Security group ${groupId} already exists.`);
    db.prepare('INSERT INTO SecurityGroup (groupId, groupName, description, groupTypeEnumId) VALUES (?, ?, ?, ?)').run(groupId, fields.groupName ?? null, fields.description ?? null, fields.groupTypeEnumId ?? null);
    return { groupId };
  },
});

const updateSecurityGroup = defineService({
  permission: SECURITY_UPDATE,
  run(input, { db }) {
    const groupId = input.reqId('groupId');
    const fields = groupFields(input, false);
    mustExist(db, 'SecurityGroup', 'groupId', groupId);
    for (const [field, value] of Object.entries(fields)) {
      if (value !== undefined) db.prepare(`UPDATE SecurityGroup SET "${field}" = ? WHERE groupId = ?`).run(value, groupId);
    }
    if (input.has('description') && fields.description === undefined) db.prepare('UPDATE SecurityGroup SET description = NULL WHERE groupId = ?').run(groupId);
    return { groupId };
  },
});

const addSecurityPermissionToSecurityGroup = defineService({
  permission: USER_ADMIN,
  run(input, context) {
    const { db, now } = context;
    const groupId = input.reqId('groupId');
    const permissionId = input.reqId('permissionId');
    const fromDate = input.time('fromDate') ?? now;
    const thruDate = input.time('thruDate') ?? null;
    mustExist(db, 'SecurityGroup', 'groupId', groupId);
    mustExist(db, 'SecurityPermission', 'permissionId', permissionId);
    watchGrant(context, 'addSecurityPermissionToSecurityGroup', groupId, permissionId, thruDate === null || thruDate > now);
    if (db.prepare('SELECT 1 FROM SecurityGroupPermission WHERE groupId = ? AND permissionId = ? AND fromDate = ?').get(groupId, permissionId, fromDate)) {
      throw duplicate(`SecurityGroupPermission [${groupId}, ${permissionId}, ${fromDate}] already exists.`);
    }
    db.prepare('INSERT INTO SecurityGroupPermission (groupId, permissionId, fromDate, thruDate) VALUES (?, ?, ?, ?)').run(groupId, permissionId, fromDate, thruDate);
    return { groupId, permissionId, fromDate };
  },
});

const updateSecurityPermissionToSecurityGroup = defineService({
  permission: SECURITY_UPDATE,
  run(input, context) {
    const { db, now } = context;
    const groupId = input.reqId('groupId');
    const permissionId = input.reqId('permissionId');
    const fromDate = input.reqTime('fromDate');
    const thruDate = input.time('thruDate') ?? null;
    const row = mustFind<{ thruDate: number | null }>(db, 'SELECT thruDate FROM SecurityGroupPermission WHERE groupId = ? AND permissionId = ? AND fromDate = ?', [groupId, permissionId, fromDate], 'SecurityGroupPermission', `${groupId}, ${permissionId}, ${fromDate}`);
    const wasCurrent = fromDate <= now && (row.thruDate === null || row.thruDate > now);
    const becomesCurrent = fromDate <= now && (thruDate === null || thruDate > now);
    watchGrant(context, 'updateSecurityPermissionToSecurityGroup', groupId, permissionId, becomesCurrent && !wasCurrent);
    db.prepare('UPDATE SecurityGroupPermission SET thruDate = ? WHERE groupId = ? AND permissionId = ? AND fromDate = ?').run(thruDate, groupId, permissionId, fromDate);
    return { groupId, permissionId, fromDate, thruDate };
  },
});

export const securityServices: Record<string, ServiceDefinition<unknown>> = {
  addPartyUserPermission,
  removePartyUserPermission,
  createSecurityGroup,
  updateSecurityGroup,
  addSecurityPermissionToSecurityGroup,
  updateSecurityPermissionToSecurityGroup,
};
