/**
 * DevUserListRow: PartyAndUserLoginSecurityGroupDetails (views.ts) without its security-group
 * join, kept as a table so that performFind can count distinct users from one narrow index
 * instead of a five-way nested loop (see find/count.ts). It is this server's own derived data,
 * not an OFBiz entity, and never answered by performFind.
 *
 * The security-group join is the only part of the view that depends on the clock (ulsg's
 * from/thru dates against "now"); everything here depends on table contents alone, so triggers keep it
 * exact: any insert, delete or update of a feeding column on Party, Person, PartyGroup, UserLogin
 * or PartyRelationship recomputes the rows of the parties involved (old and new key) with the
 * view's own joins. DevUserListCount puts the security-group join back on top: it has the view's
 * columns and the same rows.
 */
import type { Db } from './types';
import { NOW_MS_SQL } from './views';

/** The view's columns (name, source alias.column, STRICT type), security-group columns excepted. */
const COLUMNS: ReadonlyArray<readonly [name: string, source: string, type: string]> = [
  ['partyId', 'p.partyId', 'TEXT NOT NULL'],
  ['partyTypeId', 'p.partyTypeId', 'TEXT'],
  ['statusId', 'p.statusId', 'TEXT'],
  ['externalId', 'p.externalId', 'TEXT'],
  ['createdDate', 'p.createdDate', 'INTEGER'],
  ['createdByUserLogin', 'p.createdByUserLogin', 'TEXT'],
  ['lastModifiedDate', 'p.lastModifiedDate', 'INTEGER'],
  ['firstName', 'per.firstName', 'TEXT'],
  ['lastName', 'per.lastName', 'TEXT'],
  ['groupName', 'pg.groupName', 'TEXT'],
  ['userLoginId', 'ul.userLoginId', 'TEXT'],
  ['enabled', 'ul.enabled', 'TEXT'],
  ['hasLoggedOut', 'ul.hasLoggedOut', 'TEXT'],
  ['requirePasswordChange', 'ul.requirePasswordChange', 'TEXT'],
  ['partyIdFrom', 'pr.partyIdFrom', 'TEXT'],
  ['roleTypeIdFrom', 'pr.roleTypeIdFrom', 'TEXT'],
  ['roleTypeIdTo', 'pr.roleTypeIdTo', 'TEXT'],
  ['partyRelationshipTypeId', 'pr.partyRelationshipTypeId', 'TEXT'],
  ['relationshipFromDate', 'pr.fromDate', 'INTEGER'],
  ['relationshipThruDate', 'pr.thruDate', 'INTEGER'],
];

/** The feeding tables: alias, table, the column naming the party a row belongs to. */
const SOURCES = [
  ['p', 'Party', 'partyId'],
  ['per', 'Person', 'partyId'],
  ['pg', 'PartyGroup', 'partyId'],
  ['ul', 'UserLogin', 'partyId'],
  ['pr', 'PartyRelationship', 'partyIdTo'],
] as const;

export const USER_LIST_ROWS = 'DevUserListRow';
export const USER_LIST_COUNT_VIEW = 'DevUserListCount';
/** 1 when the row is its party's only row: such rows are counted without DISTINCT. */
export const SOLE_ROW_COLUMN = 'soleRow';

/** Index keys (see find/conditions.ts `index`) that lead an index here: OR-groups on them are counted branch by branch. */
export const USER_LIST_BRANCH_KEYS = ['upper(firstName)', 'upper(lastName)', 'upper(groupName)', 'upper(userLoginId)'] as const;

/** What the user-list counts filter on besides the branch key, so that each index covers its count. */
const COUNT_COLUMNS = 'roleTypeIdTo, statusId, relationshipThruDate, relationshipFromDate, partyId';

/** The view's joins without the security groups (keep in step with views.ts). */
const JOINS = `FROM Party p
LEFT JOIN Person per ON per.partyId = p.partyId
LEFT JOIN PartyGroup pg ON pg.partyId = p.partyId
LEFT JOIN UserLogin ul ON ul.partyId = p.partyId
LEFT JOIN PartyRelationship pr ON pr.partyIdTo = p.partyId`;

const names = COLUMNS.map(([name]) => name);

/** INSERT of the rows of the parties `where` selects (all parties without it). */
function fillSql(where = ''): string {
  const select = COLUMNS.map(([name, source]) => `${source} AS ${name}`).join(', ');
  return `INSERT INTO ${USER_LIST_ROWS} (${names.join(', ')}, ${SOLE_ROW_COLUMN})
SELECT ${select}, COUNT(*) OVER (PARTITION BY p.partyId) = 1
${JOINS}${where ? `\nWHERE ${where}` : ''}`;
}

/**
 * By party (the triggers' refresh), by login (the security-group join of DevUserListCount), the
 * user list's counts (sole rows first, see find/count.ts), and one per search column for the
 * search's OR-groups; all but the first cover the user list's conditions.
 */
const INDEXES: ReadonlyArray<readonly [suffix: string, columns: string]> = [
  ['party', 'partyId'],
  ['login', `userLoginId, ${COUNT_COLUMNS}`],
  ['count', `${SOLE_ROW_COLUMN}, roleTypeIdTo, partyId, statusId, relationshipThruDate, relationshipFromDate, enabled, userLoginId`],
  ...USER_LIST_BRANCH_KEYS.map((key) => [/\((\w+)\)/.exec(key)?.[1] ?? key, `${key}, ${COUNT_COLUMNS}`] as const),
];

const createIndexesSql = (): string => INDEXES.map(([suffix, columns]) => `CREATE INDEX ${USER_LIST_ROWS}_${suffix} ON ${USER_LIST_ROWS}(${columns});`).join('\n');
const dropIndexesSql = (): string => INDEXES.map(([suffix]) => `DROP INDEX ${USER_LIST_ROWS}_${suffix};`).join('\n');

const TABLE_SQL = `
CREATE TABLE ${USER_LIST_ROWS} (
  ${COLUMNS.map(([name, , type]) => `${name} ${type}`).join(',\n  ')},
  ${SOLE_ROW_COLUMN} INTEGER NOT NULL
) STRICT;
${createIndexesSql()}

CREATE VIEW ${USER_LIST_COUNT_VIEW} AS
SELECT ${names.map((name) => `m.${name} AS ${name}`).join(', ')},
  ulsg.groupId AS securityGroupId, sg.groupName AS securityGroupName, ulsg.fromDate AS securityGroupFromDate
FROM ${USER_LIST_ROWS} m
LEFT JOIN UserLoginSecurityGroup ulsg ON ulsg.userLoginId = m.userLoginId
  AND (ulsg.thruDate IS NULL OR ulsg.thruDate > ${NOW_MS_SQL})
  AND (ulsg.fromDate <= ${NOW_MS_SQL})
LEFT JOIN SecurityGroup sg ON sg.groupId = ulsg.groupId;
`;

/** Recomputes the rows of the parties in `keys` (SQL expressions, e.g. NEW.partyId). */
const refresh = (keys: string[]): string => {
  const list = keys.join(', ');
  return `DELETE FROM ${USER_LIST_ROWS} WHERE partyId IN (${list});\n  ${fillSql(`p.partyId IN (${list})`)};`;
};

function triggersSql(): string {
  return SOURCES.map(([alias, table, key]) => {
    const feeding = [...new Set([key, ...COLUMNS.filter(([, source]) => source.startsWith(`${alias}.`)).map(([, source]) => source.slice(alias.length + 1))])];
    const name = `${USER_LIST_ROWS}_${table}`;
    return `CREATE TRIGGER ${name}_insert AFTER INSERT ON ${table} BEGIN\n  ${refresh([`NEW.${key}`])}\nEND;
CREATE TRIGGER ${name}_update AFTER UPDATE OF ${feeding.join(', ')} ON ${table} BEGIN\n  ${refresh([`OLD.${key}`, `NEW.${key}`])}\nEND;
CREATE TRIGGER ${name}_delete AFTER DELETE ON ${table} BEGIN\n  ${refresh([`OLD.${key}`])}\nEND;`;
  }).join('\n');
}

const dropTriggersSql = (): string =>
  SOURCES.flatMap(([, table]) => ['insert', 'update', 'delete'].map((event) => `DROP TRIGGER IF EXISTS ${USER_LIST_ROWS}_${table}_${event};`)).join('\n');

/** DDL of the table, its indexes, the count view and the triggers (part of schema.ts). */
export const USER_LIST_ROWS_SQL = `${TABLE_SQL}\n${triggersSql()}\n`;

/** Recomputes every row (what the triggers maintain row by row). */
export function rebuildUserListRows(db: Db): void {
  db.exec(`DELETE FROM ${USER_LIST_ROWS};\n${fillSql()};`);
}

/**
 * Runs a bulk load of the feeding tables without the per-row triggers, then rebuilds the rows
 * in one statement; with `reindex` (large loads) their indexes are built after them, sorted,
 * in about half the time of indexing row by row. Call it inside the load's transaction: a
 * failure then also restores the triggers.
 */
export function bulkLoadUserListRows<T>(db: Db, load: () => T, { reindex = false } = {}): T {
  if (!db.inTransaction) throw new Error('bulkLoadUserListRows must run inside a transaction');
  db.exec(dropTriggersSql());
  const result = load();
  if (reindex) db.exec(dropIndexesSql());
  rebuildUserListRows(db);
  if (reindex) db.exec(createIndexesSql());
  db.exec(triggersSql());
  return result;
}
