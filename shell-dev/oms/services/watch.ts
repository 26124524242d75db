/**
 * The watch of client-rule violations (issue 63; README.md "The watch of client-rule
 * violations"). OFBiz checks none of these rules (its services check SECURITY_CREATE /
 * SECURITY_ADMIN / PARTYMGR_* only); the app's change policy is the lock. This server refuses
 * SUPER membership writes by itself (security.ts guardSuper), which would hide a client that sent
 * one: so every write the app's policy should have prevented is noted here, refused or not.
 *
 * A service notes what it is about to do, on the data as it is before the write (`watch*` below,
 * pushed to `context.watch`); the route, or the data manager's runner for a row, then settles the
 * notes as violations with the caller and whether the server refused the write (the transaction
 * threw). They are kept in memory (a refused write's transaction rolls back), at most MAX_KEPT,
 * and read through GET /api/dev/violations (routes/dev.ts).
 *
 * The rules (a super user holds WEBTOOLS_VIEW; SUPER members hold every permission; a super user
 * as a target is a login in SUPER or in a group that currently holds WEBTOOLS_VIEW):
 * 1. a caller who is not a super user changes a super user (groups, password, block, logout,
 *    party status or name, stores, facilities, roles, contact mechs);
 * 2. a caller who is not a super user adds anyone to SUPER or a group holding WEBTOOLS_VIEW, or
 *    grants or changes a WEBTOOLS_VIEW grant of any group;
 * 3. a caller who is not a super user adds a group to a login of their own party, or grants a
 *    permission to a group they are a member of;
 * 4. any caller adds a restricted group to a login that never held it (no UserLoginSecurityGroup
 *    row, ended or current, for that login and group).
 */
import type { Db } from '../db/database';
import { isInGroup, SUPER_GROUP_ID } from '../auth/sessions';
import { OmsError } from './errors';
import type { ServiceContext } from './service';
import type { WatchNote, WatchRule, WatchTarget } from './watch-note';

export type { WatchNote, WatchRule, WatchTarget } from './watch-note';

/** The groups nobody hands to a login that did not hold them (spec 6; src/policy/policy.ts RESTRICTED_GROUPS). */
export const RESTRICTED_GROUP_IDS: readonly string[] = ['WAREHOUSE_MANAGER', 'STORE_ASSOCIATE', 'SECURITY_ADMIN', 'COMMERCEUSER'];
/** The permission that makes a super user (the app's APP_SUPER_USER). */
export const SUPER_PERMISSION = 'WEBTOOLS_VIEW';
/** Violations kept; older ones are dropped first. */
export const MAX_KEPT = 1000;

export const RULE_TEXTS: Readonly<Record<WatchRule, string>> = {
  1: 'only a super user changes a super user',
  2: 'only a super user hands out super-user power',
  3: 'no one raises their own access',
  4: 'a restricted group only goes to a login that held it',
};

export interface Violation extends WatchNote {
  /** 1, 2, 3…: GET /api/dev/violations?since=<seq> answers the later ones. */
  seq: number;
  /** Epoch ms when the write was settled. */
  at: number;
  /** The caller's login (the data manager: the job's uploader). */
  userLoginId: string;
  ruleText: string;
  /** 'browser' when the request carried an Origin header (a page's fetch: the app), else 'direct'. */
  from: 'browser' | 'direct';
  source: 'service' | 'dataManager';
  /** The import job (source dataManager). */
  logId: string | null;
  /** The server refused the write (nothing of it was written). */
  refused: boolean;
  /** The refusal's message. */
  error: string | null;
}

export interface WriteMeta {
  userLoginId: string;
  from: Violation['from'];
  source: Violation['source'];
  logId?: string | null;
}

/** The violations of one server, in memory. */
export class ViolationWatch {
  private kept: Violation[] = [];
  private seq = 0;
  private uploads = new Map<string, Violation['from']>();

  /** The seq of the last violation recorded (0: none yet); a "since" marker. */
  get last(): number {
    return this.seq;
  }

  /** Turns a write's notes into violations; `failure` is what the write threw (null: written). */
  settle(notes: readonly WatchNote[], meta: WriteMeta, failure: unknown): Violation[] {
    const refused = failure !== null && failure !== undefined;
    const error = !refused ? null : failure instanceof OmsError || failure instanceof Error ? failure.message : String(failure);
    const at = Date.now();
    const recorded = notes.map((note) => ({
      ...note,
      seq: (this.seq += 1),
      at,
      userLoginId: meta.userLoginId,
      ruleText: RULE_TEXTS[note.rule],
      from: meta.from,
      source: meta.source,
      logId: meta.logId ?? null,
      refused,
      error,
    }));
    this.kept.push(...recorded);
    if (this.kept.length > MAX_KEPT) this.kept.splice(0, this.kept.length - MAX_KEPT);
    return recorded;
  }

  /** The violations after `since` (all with 0), oldest first. */
  list(since = 0): Violation[] {
    return this.kept.filter((violation) => violation.seq > since);
  }

  /** Drops every violation; answers how many. The seq goes on (a marker taken before stays valid). */
  clear(): number {
    const cleared = this.kept.length;
    this.kept = [];
    return cleared;
  }

  /** Where an upload came from, so its rows' violations say it (the runner imports them later). */
  rememberUpload(logId: string, from: Violation['from']): void {
    this.uploads.set(logId, from);
  }

  uploadFrom(logId: string): Violation['from'] {
    return this.uploads.get(logId) ?? 'direct';
  }
}

const CURRENT = (alias: string) => `${alias}.fromDate <= @now AND (${alias}.thruDate IS NULL OR ${alias}.thruDate > @now)`;

function callerIsSuper(context: ServiceContext): boolean {
  return context.permissions().has(SUPER_PERMISSION);
}

/** SUPER, or a group that currently holds WEBTOOLS_VIEW. */
function groupGivesSuper(db: Db, groupId: string, now: number): boolean {
  if (groupId === SUPER_GROUP_ID) return true;
  return db.prepare(`SELECT 1 FROM SecurityGroupPermission sgp WHERE sgp.groupId = @groupId AND sgp.permissionId = @permission AND ${CURRENT('sgp')} LIMIT 1`).get({ groupId, permission: SUPER_PERMISSION, now }) !== undefined;
}

/** A login in SUPER or in a group that currently holds WEBTOOLS_VIEW. */
function loginIsSuper(db: Db, userLoginId: string, now: number): boolean {
  const sql = `SELECT 1 FROM UserLoginSecurityGroup ulsg WHERE ulsg.userLoginId = @userLoginId AND ${CURRENT('ulsg')}
    AND (ulsg.groupId = @super OR EXISTS (SELECT 1 FROM SecurityGroupPermission sgp WHERE sgp.groupId = ulsg.groupId AND sgp.permissionId = @permission AND ${CURRENT('sgp')})) LIMIT 1`;
  return db.prepare(sql).get({ userLoginId, now, super: SUPER_GROUP_ID, permission: SUPER_PERMISSION }) !== undefined;
}

/** The party's logins that are super users. */
function superLoginsOf(db: Db, partyId: string, now: number): string[] {
  const logins = db.prepare('SELECT userLoginId FROM UserLogin WHERE partyId = ? ORDER BY userLoginId').all(partyId) as Array<{ userLoginId: string }>;
  return logins.map((row) => row.userLoginId).filter((userLoginId) => loginIsSuper(db, userLoginId, now));
}

function note(context: ServiceContext, entry: WatchNote): void {
  context.watch?.push(entry);
}

/** Rule 1 for a write on a login (password, block, logout, a group removed). */
export function watchLogin(context: ServiceContext, service: string, userLoginId: string | undefined, detail: string): void {
  if (!context.watch || userLoginId === undefined || callerIsSuper(context)) return;
  if (loginIsSuper(context.db, userLoginId, context.now)) note(context, { service, rule: 1, target: { kind: 'login', id: userLoginId }, detail: `${detail} of super user ${userLoginId}` });
}

/** Rule 1 for a write on a party (status, name, stores, facilities, roles, contact mechs). */
export function watchParty(context: ServiceContext, service: string, partyId: string | undefined, detail: string): void {
  if (!context.watch || partyId === undefined || callerIsSuper(context)) return;
  const logins = superLoginsOf(context.db, partyId, context.now);
  if (logins.length > 0) note(context, { service, rule: 1, target: { kind: 'party', id: partyId }, detail: `${detail} of party ${partyId}, super user ${logins.join(', ')}` });
}

/** Rules 1-4 for groups added to a login. */
export function watchGroupsAdded(context: ServiceContext, service: string, userLoginId: string, groupIds: readonly string[]): void {
  if (!context.watch) return;
  const { db, now, caller } = context;
  const target: WatchTarget = { kind: 'login', id: userLoginId };
  if (!callerIsSuper(context)) {
    watchLogin(context, service, userLoginId, `adds group ${groupIds.join(', ')} to the login`);
    for (const groupId of groupIds.filter((id) => groupGivesSuper(db, id, now))) {
      note(context, { service, rule: 2, target, detail: `adds group ${groupId}, which makes a super user, to ${userLoginId}` });
    }
    const login = db.prepare('SELECT partyId FROM UserLogin WHERE userLoginId = ?').get(userLoginId) as { partyId: string | null } | undefined;
    const own = userLoginId === caller.userLoginId || (caller.partyId !== null && login?.partyId === caller.partyId);
    if (own) note(context, { service, rule: 3, target, detail: `adds group ${groupIds.join(', ')} to ${userLoginId}, a login of the caller's own party` });
  }
  const everHeld = db.prepare('SELECT 1 FROM UserLoginSecurityGroup WHERE userLoginId = ? AND groupId = ? LIMIT 1');
  for (const groupId of groupIds.filter((id) => RESTRICTED_GROUP_IDS.includes(id))) {
    if (everHeld.get(userLoginId, groupId) === undefined) note(context, { service, rule: 4, target, detail: `adds restricted group ${groupId} to ${userLoginId}, which never held it` });
  }
}

/** Rules 2 and 3 for a permission granted to a group, or a grant changed (`granting`: it becomes current). */
export function watchGrant(context: ServiceContext, service: string, groupId: string, permissionId: string, granting: boolean): void {
  if (!context.watch || callerIsSuper(context)) return;
  const target: WatchTarget = { kind: 'group', id: groupId };
  if (permissionId === SUPER_PERMISSION) note(context, { service, rule: 2, target, detail: `${granting ? 'grants' : 'changes the grant of'} ${SUPER_PERMISSION} ${granting ? 'to' : 'of'} group ${groupId}` });
  if (granting && isInGroup(context.db, context.caller.userLoginId, groupId, context.now)) {
    note(context, { service, rule: 3, target, detail: `grants ${permissionId} to group ${groupId}, of which the caller is a member` });
  }
}
