/**
 * The suite's real permissions, from the product's capability catalog (src/catalog: the
 * repository's own copy of the suite's fact table; the seed never reads ../shared). Every id an
 * app's access expression, admin or pass-all ids or a capability's expression checks is seeded as a
 * SecurityPermission in the classification group of its area, except CATALOG_PERMISSION_LEFT_OUT
 * (fixtures.ts); ids the synthetic catalog (catalog.ts) already has are not inserted again. Also
 * what each functional group is granted of them, so every app has holders and some gaps.
 *
 * Imports only the catalog's data (pure modules: no React, no i18n).
 */
import { CATALOG } from '../../../src/catalog/catalog.data';
import type { Catalog } from '../../../src/catalog/types';
import type { PermissionRow } from './permission-row';
import { CATALOG_PERMISSION_LEFT_OUT } from './fixtures';

/** Every permission id the catalog checks, each once, in catalog order. */
export function catalogPermissionIds(catalog: Catalog = CATALOG): string[] {
  const ids = new Set<string>();
  for (const app of catalog) {
    for (const id of [...app.access.permissionIds, ...app.adminIds, ...app.passAll]) ids.add(id);
    for (const capability of app.capabilities) for (const id of capability.permissionIds) ids.add(id);
  }
  return [...ids];
}

/** The ids that let a login into an app (each app's access expression), each once. */
export function catalogAccessIds(catalog: Catalog = CATALOG): string[] {
  return [...new Set(catalog.flatMap((app) => app.access.permissionIds))];
}

/**
 * Classification group by the id's area (first match wins, so the narrower prefixes come first).
 * COMMON_ADMIN, the suite's administrator permission, sits with users and security. Never
 * SGC_HIDDEN: the app hides that group, and these are ids admins grant.
 */
const CLASSIFICATION_RULES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(USERS_|COMPANY_|PARTY|SECURITY_|APP_PERMISSION_|COMMON_ADMIN$|WEBTOOLS_|COMMERCEUSER_)/, 'SGC_USERS'],
  [/^(FF_|SF_|FULFILLMENT_|STOREFULFILLMENT_|PICKING_|BOPIS_|CARRIER_|ORDER_SHIPMENT_)/, 'SGC_FULFILLMENT'],
  [/^(INV|PREVIEW_COUNT_|RECEIVING_|TRANSFERS_|ATP_|FACILITIES_)/, 'SGC_INVENTORY'],
  [/^(PIM_|PRODUCTS_|SEARCH_|MERCHANDISING_)/, 'SGC_CATALOG'],
  [/^(ORD|MOVE_SO_|RELATNSHIP_|COMM_EVNT_|PREORDER_)/, 'SGC_ORDERS'],
  [/^(IMPORT_|MDM_|JOB_MANAGER_)/, 'SGC_JOBS'],
];

export function classificationOf(permissionId: string): string {
  const rule = CLASSIFICATION_RULES.find(([pattern]) => pattern.test(permissionId));
  if (!rule) throw new Error(`seed: no classification group for catalog permission ${permissionId}: add a rule in seed/suite-permissions.ts`);
  return rule[1];
}

/** Descriptions of ids the rule below words badly: admin ids, ids behind several titles, the launchpad's tiles. */
const DESCRIPTIONS: Readonly<Record<string, string>> = {
  COMMON_ADMIN: "Administer the suite's apps: passes every check that names it",
  APP_PERMISSION_CREATE: 'Grant app permissions',
  APP_PERMISSION_UPDATE: 'Change app permissions',
  CARRIER_SETUP_VIEW: 'See and add shipping carriers',
  ORD_TRANSFER_ORDER_VIEW: 'See transfer orders',
  ORD_TRANSFER_ORDER_ADMIN: 'Administer transfer orders',
  ORD_SALES_ORDER_ADMIN: 'Administer sales orders',
  ORD_SALES_ORDER_EDIT: 'Edit sales orders',
  ORD_SALES_RTN_ADMIN: 'Administer returns',
  RELATNSHIP_CUSTOMER_ADMIN: 'Administer customers',
  INV_COUNT_ADMIN: 'Administer cycle counts',
  PIM_PRODUCT_CREATE: 'Create and edit products',
  PIM_PRODUCT_ADMIN: 'Administer products',
  PIM_FEATURE_ADMIN: 'Administer product features',
  SEARCH_ADMIN: 'Administer the product search',
  FULFILLMENT_LEGACY_APP_VIEW: 'Open the legacy Fulfillment app',
  RECEIVING_LEGACY_APP_VIEW: 'Open the legacy Receiving app',
  JOB_MANAGER_ACCXUI_APP_VIEW: 'Open the Job Manager app (the new version)',
};

/**
 * A description as a real OMS words it: the table above, else 'Open the <app> app' for an app's
 * access id, else the title of the capability it unlocks (the catalog's en-US text) when all its
 * capabilities share one, else the id made readable.
 */
export function describePermission(permissionId: string, catalog: Catalog = CATALOG): string {
  const known = DESCRIPTIONS[permissionId];
  if (known) return known;
  const opened = catalog.find((app) => app.access.permissionIds.includes(permissionId));
  if (opened) return `Open the ${opened.name} app`;
  const titles = new Set(catalog.flatMap((app) => app.capabilities.filter((c) => c.permissionIds.includes(permissionId)).map((c) => c.title)));
  const [title] = titles;
  if (titles.size === 1 && title) return title;
  const words = permissionId.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The rows for the catalog's ids that `existing` lacks, CATALOG_PERMISSION_LEFT_OUT left out. */
export function suitePermissionRows(existing: ReadonlySet<string>, catalog: Catalog = CATALOG): PermissionRow[] {
  return catalogPermissionIds(catalog)
    .filter((id) => !existing.has(id) && id !== CATALOG_PERMISSION_LEFT_OUT)
    .map((permissionId) => ({ permissionId, description: describePermission(permissionId, catalog), classificationGroupId: classificationOf(permissionId) }));
}

/**
 * What the functional groups are granted of the suite's real ids, on top of their synthetic grants
 * (catalog.ts). Each group gets the access ids of the apps its job needs and the narrow ids of the
 * actions it does there; admin ids go to the groups that administer. COMMON_ADMIN and a few narrow
 * ids (ORD_TRANSFER_ORDER_CANCEL, SEARCH_*, PIM_FEATURE_ADMIN...) are granted to no group: the
 * capabilities only they unlock are the gaps By app shows. SUPER (Full Admin) gets every app's
 * access id and nothing more of them, VIEWADMIN (read-only) every app's access id and the ids that
 * only let a user look.
 */
export const SUITE_GRANTS: Readonly<Record<string, readonly string[]>> = {
  SUPER: catalogAccessIds(),
  COMMERCE_SUPER: ['ORDERMGR_APP_VIEW', 'PRODUCTS_APP_VIEW', 'INVCOUNT_APP_VIEW', 'PARTYMGR_ADMIN', 'ORD_SALES_ORDER_ADMIN', 'PIM_PRODUCT_ADMIN'],
  SECURITY_ADMIN: ['COMPANY_APP_VIEW', 'PARTYMGR_ADMIN'],
  MERCHANDISE_MGR: [
    'PRODUCTS_APP_VIEW', 'PIM_PRODUCT_VIEW', 'PIM_PRODUCT_CREATE', 'PIM_FEATURE_CREATE',
    'PREORDER_APP_VIEW', 'MERCHANDISING_ADMIN', 'ATP_APP_VIEW',
  ],
  CSR: [
    'ORDERMGR_APP_VIEW', 'ORD_SALES_ORDER_VIEW', 'ORD_SALES_ORDER_EDIT', 'ORD_SALES_ORDER_CNCL', 'ORD_SALES_RTN_VIEW',
    'RELATNSHIP_CUSTOMER_VIEW', 'RELATNSHIP_CUSTOMER_CREATE', 'COMM_EVNT_MENU_VIEW',
  ],
  STORE_MANAGER: [
    'STOREFULFILLMENT_ADMIN', 'FF_ORDER_LOOKUP_VIEW', 'FF_SHIP_NOW', 'SF_UNLOCK_ORDER', 'ORD_SALES_ORDER_CNCL',
    'ORD_TRANSFER_ORDER_VIEW', 'ORD_TRANSFER_ORDER_CREATE',
    'INVCOUNT_APP_VIEW', 'INV_COUNT_SUBMIT', 'INV_COUNT_LOCK_RLS', 'INV_CNT_VIEW_QOH', 'PREVIEW_COUNT_ITEM',
  ],
  STORE_ASSOCIATE: ['FULFILLMENT_APP_VIEW', 'BOPIS_APP_VIEW', 'INVCOUNT_APP_VIEW', 'INV_COUNT_SUBMIT'],
  FULFILLMENT_ASSOCIATE: [
    'FULFILLMENT_APP_VIEW', 'PICKING_APP_VIEW', 'FF_SHIP_NOW', 'ORD_TRANSFER_ORDER_VIEW', 'ORD_TRANSFER_ORDER_CREATE',
    'STOREFULFILLMENT_VIEW', 'PICKLIST_VIEW', 'PACKING_VIEW', 'PACKING_UPDATE', 'SHIPMENT_VIEW',
  ],
  WAREHOUSE_MANAGER: [
    'FULFILLMENT_APP_VIEW', 'CARRIER_SETUP_VIEW', 'RECEIVING_APP_VIEW', 'RECEIVING_ADMIN', 'TRANSFERS_APP_VIEW', 'TRANSFERS_BULK_CREATE',
    'ORD_TRANSFER_ORDER_ADMIN', 'INVCOUNT_APP_VIEW', 'INV_COUNT_ADMIN', 'FACILITIES_APP_VIEW', 'ATP_APP_VIEW',
  ],
  FULFILLMENT_ADMIN: [
    'BOPIS_APP_VIEW', 'PICKING_APP_VIEW', 'FF_ORDER_LOOKUP_VIEW', 'FF_INVOICING_STATUS_VIEW', 'FF_SHIP_NOW', 'SF_UNLOCK_ORDER',
    'FULFILLMENT_VIEW_ALL_PICKERS', 'ORDER_SHIPMENT_METHOD_UPDATE', 'CARRIER_SETUP_VIEW',
  ],
  INTEGRATION: ['IMPORT_APP_VIEW', 'MDM_IMP_INVENTORY_VIEW', 'JOB_MANAGER_APP_VIEW', 'JOB_MANAGER_ACCXUI_APP_VIEW', 'ORD_SALES_ORDER_CREATE', 'PIM_PRODUCT_CREATE'],
  VIEWADMIN: [
    ...catalogAccessIds(), 'USERS_LIST_VIEW', 'ORD_SALES_ORDER_VIEW', 'ORD_SALES_RTN_VIEW', 'RELATNSHIP_CUSTOMER_VIEW', 'PIM_PRODUCT_VIEW',
    'ORD_TRANSFER_ORDER_VIEW', 'FF_ORDER_LOOKUP_VIEW', 'APP_PERMISSION_VIEW',
  ],
  BIZADMIN: ['COMPANY_APP_VIEW', 'PARTYMGR_VIEW', 'ORDERMGR_APP_VIEW', 'ORDER_ROUTING_APP_VIEW', 'ORD_SALES_ORDER_ADMIN', 'ATP_APP_VIEW'],
  // 'Can look at users and permissions': the Users list too (the app's USERS_LIST_VIEW gate).
  USERS_VIEWER: ['USERS_LIST_VIEW'],
};
