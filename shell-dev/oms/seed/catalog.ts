/**
 * The permission catalog the seed writes: areas x actions (>= 300 synthetic permissions), the
 * app-view permissions, which classification group each area belongs to (or none: the app's
 * 'Others'); then the suite's real permissions from the capability catalog (suite-permissions.ts:
 * every id the apps check but one left out on purpose); and which permissions each functional
 * security group holds.
 */
import { SPEC_PERMISSIONS } from './fixtures';
import type { PermissionRow } from './permission-row';
import { SUITE_GRANTS, suitePermissionRows } from './suite-permissions';

const ACTIONS = ['VIEW', 'CREATE', 'UPDATE', 'DELETE', 'ADMIN', 'APPROVE'] as const;

/** Area -> classification group id, or null for permissions in no classification group. */
const AREAS: ReadonlyArray<readonly [string, string | null]> = [
  ['SECURITY', 'SGC_USERS'], ['PARTYMGR', 'SGC_USERS'], ['USERLOGIN', 'SGC_USERS'], ['USERPREF', 'SGC_USERS'],
  ['ORDERMGR', 'SGC_ORDERS'], ['RETURN', 'SGC_ORDERS'], ['PAYMENT', 'SGC_ORDERS'], ['ORDER_ROUTING', 'SGC_ORDERS'],
  ['BROKERING', 'SGC_ORDERS'], ['PREORDER', 'SGC_ORDERS'],
  ['CATALOG', 'SGC_CATALOG'], ['PRODUCT', 'SGC_CATALOG'], ['PROMO', 'SGC_CATALOG'], ['PRICE', 'SGC_CATALOG'],
  ['CONTENTMGR', 'SGC_CATALOG'],
  ['INVENTORY', 'SGC_INVENTORY'], ['FACILITY', 'SGC_INVENTORY'], ['CYCLE_COUNT', 'SGC_INVENTORY'],
  ['RECEIVING', 'SGC_INVENTORY'], ['TRANSFER', 'SGC_INVENTORY'],
  ['STOREFULFILLMENT', 'SGC_FULFILLMENT'], ['PICKLIST', 'SGC_FULFILLMENT'], ['PACKING', 'SGC_FULFILLMENT'],
  ['SHIPMENT', 'SGC_FULFILLMENT'], ['CARRIER', 'SGC_FULFILLMENT'],
  ['JOBMGR', 'SGC_JOBS'], ['SERVICE', 'SGC_JOBS'], ['DATAMANAGER', 'SGC_JOBS'], ['IMPORT', 'SGC_JOBS'],
  ['EXPORT', 'SGC_JOBS'], ['SFTP', 'SGC_JOBS'],
  ['REPORT', 'SGC_REPORTS'], ['ANALYTICS', 'SGC_REPORTS'], ['ACCOUNTING', 'SGC_REPORTS'], ['AUDIT', 'SGC_REPORTS'],
  ['WEBTOOLS', 'SGC_HIDDEN'], ['ENTITY_MAINT', 'SGC_HIDDEN'], ['ARTIFACT', 'SGC_HIDDEN'], ['SYSTEM_CONFIG', 'SGC_HIDDEN'],
  ['COMMERCEUSER', null], ['MARKETING', null], ['CRM', null], ['WORKEFFORT', null], ['PROJECT', null],
  ['SURVEY', null], ['LOYALTY', null], ['GIFTCARD', null], ['TAX', null], ['SUBSCRIPTION', null],
  ['ECOMMERCE', null], ['NOTIFICATION', null],
];

const APPS = [
  'USERS', 'JOB_MANAGER', 'FULFILLMENT', 'RECEIVING', 'PREORDER', 'THRESHOLD', 'IMPORT', 'CYCLECOUNT', 'BOPIS',
  'ORDER_ROUTING', 'PICKING', 'TRANSFERS', 'COMPANY', 'FACILITIES', 'LAUNCHPAD', 'REPORTS', 'ORDERS', 'RETURNS',
  'SHIPPING', 'ATP',
];

const VERB: Record<(typeof ACTIONS)[number], string> = {
  VIEW: 'View',
  CREATE: 'Create',
  UPDATE: 'Update',
  DELETE: 'Delete',
  ADMIN: 'Administer',
  APPROVE: 'Approve',
};

const label = (id: string): string => id.toLowerCase().replace(/_/g, ' ');

/** Every seeded permission with its description and classification group. */
export function buildPermissions(): PermissionRow[] {
  const rows = buildSyntheticPermissions();
  const ids = new Set(rows.map((row) => row.permissionId));
  rows.push(...suitePermissionRows(ids));
  for (const row of rows) ids.add(row.permissionId);
  for (const id of SPEC_PERMISSIONS) if (!ids.has(id)) throw new Error(`catalog lacks spec permission ${id}`);
  return rows;
}

/** The synthetic permissions (areas x actions, the app views), before the suite's real ones. */
export function buildSyntheticPermissions(): PermissionRow[] {
  const rows: PermissionRow[] = [];
  for (const [area, group] of AREAS) {
    for (const action of ACTIONS) {
      rows.push({ permissionId: `${area}_${action}`, description: `${VERB[action]} ${label(area)}`, classificationGroupId: group });
    }
  }
  for (const app of APPS) {
    rows.push({
      permissionId: `${app}_APP_VIEW`,
      description: `Open the ${label(app)} app`,
      classificationGroupId: app === 'USERS' ? 'SGC_USERS' : null,
    });
  }
  return rows;
}

const area = (name: string): string[] => ACTIONS.map((action) => `${name}_${action}`);
const appViews = (): string[] => APPS.map((app) => `${app}_APP_VIEW`);

/**
 * Permissions granted to each functional group (SUPER also holds every permission implicitly): the
 * synthetic grants, then the suite's real ids (SUITE_GRANTS). Every id granted is a seeded one.
 */
export function buildGroupPermissions(): Record<string, string[]> {
  const grants = syntheticGrants();
  for (const [groupId, ids] of Object.entries(SUITE_GRANTS)) grants[groupId] = [...(grants[groupId] ?? []), ...ids];
  const seeded = new Set(buildPermissions().map((row) => row.permissionId));
  for (const [groupId, ids] of Object.entries(grants)) {
    for (const id of ids) if (!seeded.has(id)) throw new Error(`seed grants ${groupId} the unseeded permission ${id}`);
  }
  return grants;
}

function syntheticGrants(): Record<string, string[]> {
  return {
    SUPER: [...SPEC_PERMISSIONS, ...appViews()],
    COMMERCE_SUPER: [
      'USERS_APP_VIEW', 'SECURITY_CREATE', 'SECURITY_UPDATE', 'SECURITY_VIEW', 'COMMERCEUSER_VIEW',
      'STOREFULFILLMENT_ADMIN', ...appViews().filter((id) => id !== 'USERS_APP_VIEW'), ...area('ORDERMGR'), ...area('CATALOG'),
    ],
    SECURITY_ADMIN: ['SECURITY_ADMIN', 'SECURITY_VIEW', 'USERS_APP_VIEW'],
    USERS_VIEWER: ['USERS_APP_VIEW', 'SECURITY_VIEW'],
    COMMERCEUSER: ['COMMERCEUSER_VIEW', 'ORDERMGR_VIEW', 'CATALOG_VIEW', 'ORDERS_APP_VIEW'],
    MERCHANDISE_MGR: [...area('CATALOG'), ...area('PRODUCT'), ...area('PROMO'), ...area('PRICE')],
    CSR: ['ORDERMGR_VIEW', 'ORDERMGR_UPDATE', 'RETURN_VIEW', 'RETURN_CREATE', 'ORDERS_APP_VIEW', 'RETURNS_APP_VIEW'],
    STORE_MANAGER: ['STOREFULFILLMENT_VIEW', 'STOREFULFILLMENT_UPDATE', 'INVENTORY_VIEW', 'ORDERMGR_VIEW', 'FULFILLMENT_APP_VIEW', 'BOPIS_APP_VIEW'],
    WAREHOUSE_MANAGER: ['STOREFULFILLMENT_ADMIN', ...area('INVENTORY'), 'FACILITY_VIEW'],
    STORE_ASSOCIATE: ['STOREFULFILLMENT_VIEW', 'PICKLIST_VIEW', 'PICKING_APP_VIEW'],
    INTEGRATION: [...area('ORDERMGR'), ...area('CATALOG'), ...area('INVENTORY'), ...area('JOBMGR'), ...area('IMPORT'), ...area('EXPORT')],
    FULFILLMENT_ADMIN: ['STOREFULFILLMENT_ADMIN', 'FULFILLMENT_APP_VIEW'],
    VIEWADMIN: AREAS.map(([name]) => `${name}_VIEW`),
    BIZADMIN: ['USERS_APP_VIEW', 'SECURITY_VIEW', 'ORDERMGR_ADMIN', 'CATALOG_ADMIN', 'INVENTORY_ADMIN'],
    // The Me tab's login (SELF_SERVICE_USER): the app, and nothing in it.
    USERS_SELF_SERVICE: ['USERS_APP_VIEW'],
  };
}

/** An association that has ended (thruDate in the past): CSR once could approve returns. */
export const ENDED_GROUP_PERMISSION = { groupId: 'CSR', permissionId: 'RETURN_APPROVE' } as const;
