/**
 * The whitelist performFind may read: entity name -> table or view. Column names and their kinds
 * are read from the schema itself (PRAGMA table_info), so identifiers in generated SQL only ever
 * come from here, never from a request.
 */
import type { Db } from '../db/database';
import { SOLE_ROW_COLUMN, USER_LIST_BRANCH_KEYS, USER_LIST_COUNT_VIEW, USER_LIST_ROWS } from '../db/user-list-rows';

/** How a column compares: timestamps and numbers are INTEGER/REAL, everything else TEXT. */
export type ColumnKind = 'number' | 'text';

/**
 * A relation a `distinct` count of the first field may read instead of the entity's, when it has
 * every field the request names: for any condition over its columns it must hold the same
 * distinct values of each of its columns as the entity (see find/count.ts).
 */
export interface CountSource {
  readonly relation: string;
  readonly columns: ReadonlySet<string>;
  /** Column whose rows with `soleRow` = 1 are the only row of their value (counted without DISTINCT). */
  readonly soleKey?: string;
  /** Index keys of conditions (conditions.ts) that lead an index here. */
  readonly branchKeys: ReadonlySet<string>;
}

export interface FindEntity {
  readonly entityName: string;
  readonly relation: string;
  /** Visible columns in schema order. */
  readonly columns: ReadonlyMap<string, ColumnKind>;
  /** Cheaper relations for distinct counts, narrowest first. */
  readonly countSources: readonly CountSource[];
}

type SourceSpec = Omit<CountSource, 'columns' | 'branchKeys'> & { branchKeys?: readonly string[] };

interface EntitySpec {
  relation?: string;
  hidden?: readonly string[];
  countSources?: readonly SourceSpec[];
}

/** Entity name -> relation (and columns never answered, e.g. password hashes). */
const ENTITIES: Record<string, EntitySpec> = {
  // View entities the app reads. The user list counts from DevUserListRow (db/user-list-rows.ts).
  PartyAndUserLoginSecurityGroupDetails: {
    countSources: [
      { relation: USER_LIST_ROWS, soleKey: 'partyId', branchKeys: USER_LIST_BRANCH_KEYS },
      { relation: USER_LIST_COUNT_VIEW, branchKeys: USER_LIST_BRANCH_KEYS },
    ],
  },
  PartyContactDetailByPurpose: {},
  ProductStoreAndRole: {},
  FacilityAndType: {},
  SecurityGroupAndPermission: {},
  UserLoginAndSecurityGroup: {},
  PartyContentDetail: {},
  ShopifyShopAndConfig: {},
  // The data manager's jobs with their uploaded file, and content ids -> data resources.
  DataManagerLogAndContent: {},
  DataResourceContentView: {},
  // Plain entities. FacilityParty answers with facilityName/facilityTypeId joined in.
  FacilityParty: { relation: 'FacilityPartyAndFacility' },
  UserLogin: { hidden: ['currentPassword', 'passwordHint'] },
  // Login history: passwordUsed (a failed attempt's typed password) is NOT hidden: a real OMS
  // answers it to a find that names no fieldList, so clients must name theirs.
  UserLoginHistory: {},
  UserLoginPasswordHistory: { hidden: ['currentPassword'] },
  Party: {},
  Person: {},
  PartyGroup: {},
  PartyType: {},
  RoleType: {},
  PartyRole: {},
  PartyRelationship: {},
  PartyRelationshipType: {},
  SecurityGroup: {},
  SecurityPermission: {},
  SecurityGroupPermission: {},
  UserLoginSecurityGroup: {},
  ProductStore: {},
  ProductStoreRole: {},
  Facility: {},
  FacilityType: {},
  ContactMech: {},
  ContactMechPurposeType: {},
  TelecomNumber: {},
  PartyContactMech: {},
  PartyContactMechPurpose: {},
  UserPreference: {},
  DataResource: {},
  Content: {},
  PartyContent: {},
  ShopifyShop: {},
  ShopifyConfig: {},
  DataManagerConfig: {},
  DataManagerLog: {},
};

function kindOf(declaredType: string): ColumnKind {
  return /INT|REAL|NUM/i.test(declaredType) ? 'number' : 'text';
}

function readColumns(db: Db, relation: string): Array<{ name: string; type: string }> {
  const info = db.prepare(`SELECT name, type FROM pragma_table_info(?)`).all(relation) as Array<{ name: string; type: string }>;
  if (info.length === 0) throw new Error(`performFind whitelist: relation ${relation} does not exist`);
  return info;
}

/** A count source's columns, each checked to be an entity column of the same kind. */
function loadCountSource(db: Db, entityName: string, columns: ReadonlyMap<string, ColumnKind>, spec: SourceSpec): CountSource {
  const names = new Set<string>();
  for (const { name, type } of readColumns(db, spec.relation)) {
    if (name === SOLE_ROW_COLUMN && spec.soleKey) continue;
    if (columns.get(name) !== kindOf(type)) throw new Error(`performFind count source ${spec.relation}: ${name} is not a ${kindOf(type)} column of ${entityName}`);
    names.add(name);
  }
  return { ...spec, columns: names, branchKeys: new Set(spec.branchKeys) };
}

/** Reads the whitelist's columns from the database (call once per connection). */
export function loadFindEntities(db: Db): ReadonlyMap<string, FindEntity> {
  const catalog = new Map<string, FindEntity>();
  for (const [entityName, { relation = entityName, hidden = [], countSources = [] }] of Object.entries(ENTITIES)) {
    const columns = new Map<string, ColumnKind>();
    for (const column of readColumns(db, relation)) if (!hidden.includes(column.name)) columns.set(column.name, kindOf(column.type));
    catalog.set(entityName, { entityName, relation, columns, countSources: countSources.map((spec) => loadCountSource(db, entityName, columns, spec)) });
  }
  return catalog;
}
