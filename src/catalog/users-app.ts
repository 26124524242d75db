/**
 * This app is the suite's Users app: its gates are the catalog's Users-app capabilities. The spec's
 * table (section 6) names each app action and the server-permission expression behind it; the
 * catalog's Users entries are made from this table (src/catalog/table.ts), and every gate of the
 * app — `useHasAction`, the route guards, login's USERS_APP_VIEW check, the first screen — asks
 * `mayDo`, which is the catalog's evaluator. Small and data-free: the first script imports it.
 */
import { holds, permissionIdsOf } from './expression';

/** The catalog's id of this app (`users` in the suite's fact table). */
export const USERS_APP_ID = 'users';

/** The spec's table (section 6), row by row, and USERS_LIST_VIEW: app action -> server-permission expression. */
export const USERS_APP_GATES = {
  APP_UPDT_FULFILLMENT_FACILITY: 'STOREFULFILLMENT_ADMIN',
  APP_UPDT_PICKER_CONFG: 'STOREFULFILLMENT_ADMIN',
  APP_USER_CREATE: 'SECURITY_CREATE OR SECURITY_ADMIN',
  APP_UPDT_BLOCK_LOGIN: 'SECURITY_CREATE OR SECURITY_ADMIN',
  APP_UPDT_PASSWORD: 'SECURITY_CREATE OR SECURITY_ADMIN',
  APP_UPDT_PRODUCT_STORE_CONFG: 'SECURITY_CREATE OR SECURITY_ADMIN',
  APP_SECURITY_GROUP_CREATE: 'SECURITY_CREATE OR SECURITY_ADMIN',
  APP_PERMISSION_CREATE: 'SECURITY_CREATE OR SECURITY_ADMIN',
  APP_PERMISSION_UPDATE: 'SECURITY_UPDATE OR SECURITY_ADMIN',
  APP_PERMISSION_VIEW: 'SECURITY_VIEW OR SECURITY_ADMIN',
  APP_SUPER_USER: 'WEBTOOLS_VIEW',
  USERS_APP_VIEW: 'USERS_APP_VIEW',
  // Not in the spec's table: the suite's Users app at v1.17.0 lists users with it; without it a
  // login sees only its own details (the Me tab). The suite's fact table's expression.
  USERS_LIST_VIEW: 'USERS_LIST_VIEW OR PARTYMGR_VIEW OR PARTYMGR_ADMIN',
  APP_COMMERCE_VIEW: 'COMMERCEUSER_VIEW',
} as const satisfies Record<string, string>;

/** An action of this app that a server permission gates. */
export type AppAction = keyof typeof USERS_APP_GATES;

/** Every gated action, in the spec's order. */
export const APP_ACTIONS = Object.keys(USERS_APP_GATES) as AppAction[];

/** The server permissions the app asks the OMS about at login: every id of every gate, each once. */
export const USERS_APP_PERMISSION_IDS: readonly string[] = [...new Set(APP_ACTIONS.flatMap((action) => permissionIdsOf(USERS_APP_GATES[action])))];

/** Whether a login holding `held` may do `action` in this app. */
export function mayDo(action: AppAction, held: ReadonlySet<string>): boolean {
  return holds(USERS_APP_GATES[action], held);
}

/** The actions a login holding `held` may do, in the spec's order. */
export function allowedActions(held: Iterable<string>): AppAction[] {
  const ids = new Set(held);
  return APP_ACTIONS.filter((action) => mayDo(action, ids));
}
