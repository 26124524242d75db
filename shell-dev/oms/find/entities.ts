/**
 * The whitelist performFind may read: entity name -> table or view. Column names and their kinds
 * are read from the schema itself (PRAGMA table_info), so identifiers in generated SQL only ever
 * come from here, never from a request.
 */
import type { Db } from '../db/database';

/** How a column compares: timestamps and numbers are INTEGER/REAL, everything else TEXT. */
export type ColumnKind = 'number' | 'text';

export interface FindEntity {
  readonly entityName: string;
  readonly relation: string;
  /** Visible columns in schema order. */
  readonly columns: ReadonlyMap<string, ColumnKind>;
}

/** Entity name -> relation (and columns never answered, e.g. password hashes). */
const ENTITIES: Record<string, { relation?: string; hidden?: readonly string[] }> = {
  // View entities the app reads.
  PartyAndUserLoginSecurityGroupDetails: {},
  PartyContactDetailByPurpose: {},
  ProductStoreAndRole: {},
  FacilityAndType: {},
  SecurityGroupAndPermission: {},
  UserLoginAndSecurityGroup: {},
  PartyContentDetail: {},
  ShopifyShopAndConfig: {},
  // Plain entities. FacilityParty answers with facilityName/facilityTypeId joined in.
  FacilityParty: { relation: 'FacilityPartyAndFacility' },
  UserLogin: { hidden: ['currentPassword', 'passwordHint'] },
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
};

function kindOf(declaredType: string): ColumnKind {
  return /INT|REAL|NUM/i.test(declaredType) ? 'number' : 'text';
}

/** Reads the whitelist's columns from the database (call once per connection). */
export function loadFindEntities(db: Db): ReadonlyMap<string, FindEntity> {
  const catalog = new Map<string, FindEntity>();
  for (const [entityName, { relation = entityName, hidden = [] }] of Object.entries(ENTITIES)) {
    const info = db.prepare(`SELECT name, type FROM pragma_table_info(?)`).all(relation) as Array<{ name: string; type: string }>;
    if (info.length === 0) throw new Error(`performFind whitelist: relation ${relation} does not exist`);
    const columns = new Map<string, ColumnKind>();
    for (const column of info) if (!hidden.includes(column.name)) columns.set(column.name, kindOf(column.type));
    catalog.set(entityName, { entityName, relation, columns });
  }
  return catalog;
}
