/**
 * `--permissions N`: appends N generated permissions in one transaction with prepared statements,
 * for scale work on the Permissions tab (a real OMS holds thousands). They are spread over
 * GENERATED_CLASSIFICATION_COUNT (30) generated classification groups (PRM_CLASS_TYPE), every
 * 31st block of six in none (so they join the app's 'Others'), and every 100th is granted to CSR.
 * Ids and names are deterministic: `GEN_<NOUN>_<serial>_<ACTION>`, e.g. GEN_ORDER_000_VIEW; a
 * restart on the same database with the flag again adds only what is missing.
 */
import type { Db } from '../db/database';
import { CLASSIFICATION_GROUP_TYPE, SEED_EPOCH } from './fixtures';

export const GENERATED_CLASSIFICATION_COUNT = 30;
/** The functional group that is granted every 100th generated permission. */
export const GENERATED_GRANT_GROUP = 'CSR';

const ACTIONS = ['VIEW', 'CREATE', 'UPDATE', 'DELETE', 'ADMIN', 'APPROVE'] as const;
const VERBS = ['View', 'Create', 'Update', 'Delete', 'Administer', 'Approve'] as const;
const NOUNS = [
  'ORDER', 'RETURN', 'INVOICE', 'SHIPMENT', 'PRODUCT', 'FACILITY', 'CARRIER', 'PAYMENT', 'REFUND', 'COUPON',
  'BUNDLE', 'KIT', 'LABEL', 'MANIFEST', 'ROUTE', 'WAVE', 'BATCH', 'LOCATION', 'BIN', 'PALLET',
  'SUPPLIER', 'PURCHASE', 'TRANSFER', 'ADJUSTMENT', 'CHANNEL', 'WEBHOOK', 'REPORT', 'FEED', 'RULE', 'TEMPLATE',
  'NOTE', 'TAG', 'ATTRIBUTE', 'CATEGORY', 'BRAND', 'VENDOR', 'CUSTOMER', 'SEGMENT', 'CAMPAIGN', 'LOYALTY',
] as const;

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/** The generated classification group of index i (0-based): id and name. */
export function generatedClassification(i: number): { groupId: string; groupName: string } {
  return { groupId: `SGC_GEN_${pad(i + 1, 2)}`, groupName: `Generated area ${pad(i + 1, 2)}` };
}

/** The generated permission of index i (0-based): id, description, classification group (null = none), granted to CSR. */
export function generatedPermission(i: number): { permissionId: string; description: string; classificationGroupId: string | null; granted: boolean } {
  const action = i % ACTIONS.length;
  const block = Math.floor(i / ACTIONS.length);
  const noun = NOUNS[block % NOUNS.length] ?? 'ITEM';
  const serial = Math.floor(block / NOUNS.length);
  // Blocks of six go round the 30 groups and one 'none' slot.
  const slot = block % (GENERATED_CLASSIFICATION_COUNT + 1);
  return {
    permissionId: `GEN_${noun}_${pad(serial, 3)}_${ACTIONS[action]}`,
    description: `${VERBS[action]} generated ${noun.toLowerCase()} ${pad(serial, 3)}`,
    classificationGroupId: slot < GENERATED_CLASSIFICATION_COUNT ? generatedClassification(slot).groupId : null,
    granted: i % 100 === 0,
  };
}

export interface GeneratedPermissions {
  permissions: number;
  classificationGroups: number;
  /** Permissions in no classification group. */
  unclassified: number;
  /** Permissions granted to GENERATED_GRANT_GROUP. */
  granted: number;
}

/** Adds `count` permissions and the 30 classification groups that hold most of them. */
export function generatePermissions(db: Db, count: number): GeneratedPermissions {
  if (!Number.isInteger(count) || count <= 0) throw new Error(`--permissions needs a positive integer, got ${count}`);
  const group = db.prepare('INSERT OR IGNORE INTO SecurityGroup (groupId, groupName, description, groupTypeEnumId) VALUES (?, ?, ?, ?)');
  const permission = db.prepare('INSERT OR IGNORE INTO SecurityPermission (permissionId, description) VALUES (?, ?)');
  const grant = db.prepare('INSERT OR IGNORE INTO SecurityGroupPermission (groupId, permissionId, fromDate, thruDate) VALUES (?, ?, ?, NULL)');
  const result: GeneratedPermissions = { permissions: count, classificationGroups: GENERATED_CLASSIFICATION_COUNT, unclassified: 0, granted: 0 };
  db.transaction(() => {
    for (let i = 0; i < GENERATED_CLASSIFICATION_COUNT; i++) {
      const { groupId, groupName } = generatedClassification(i);
      group.run(groupId, groupName, `${groupName} permissions (generated)`, CLASSIFICATION_GROUP_TYPE);
    }
    for (let i = 0; i < count; i++) {
      const p = generatedPermission(i);
      permission.run(p.permissionId, p.description);
      if (p.classificationGroupId) grant.run(p.classificationGroupId, p.permissionId, SEED_EPOCH);
      else result.unclassified++;
      if (p.granted) {
        grant.run(GENERATED_GRANT_GROUP, p.permissionId, SEED_EPOCH);
        result.granted++;
      }
    }
  })();
  db.exec('ANALYZE');
  return result;
}
