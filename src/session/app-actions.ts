/**
 * The spec's table (section 6) from server permissions to app actions. The app keeps only the
 * actions whose expression holds for the logged-in user.
 */

export const APP_ACTION_RULES = {
  APP_UPDT_FULFILLMENT_FACILITY: ['STOREFULFILLMENT_ADMIN'],
  APP_UPDT_PICKER_CONFG: ['STOREFULFILLMENT_ADMIN'],
  APP_USER_CREATE: ['SECURITY_CREATE', 'SECURITY_ADMIN'],
  APP_UPDT_BLOCK_LOGIN: ['SECURITY_CREATE', 'SECURITY_ADMIN'],
  APP_UPDT_PASSWORD: ['SECURITY_CREATE', 'SECURITY_ADMIN'],
  APP_UPDT_PRODUCT_STORE_CONFG: ['SECURITY_CREATE', 'SECURITY_ADMIN'],
  APP_SECURITY_GROUP_CREATE: ['SECURITY_CREATE', 'SECURITY_ADMIN'],
  APP_PERMISSION_CREATE: ['SECURITY_CREATE', 'SECURITY_ADMIN'],
  APP_PERMISSION_UPDATE: ['SECURITY_UPDATE', 'SECURITY_ADMIN'],
  APP_PERMISSION_VIEW: ['SECURITY_VIEW', 'SECURITY_ADMIN'],
  APP_SUPER_USER: ['WEBTOOLS_VIEW'],
  USERS_APP_VIEW: ['USERS_APP_VIEW'],
  APP_COMMERCE_VIEW: ['COMMERCEUSER_VIEW'],
} as const satisfies Record<string, readonly string[]>;

/** Every expression in the table is an OR of server permissions. */
export type AppAction = keyof typeof APP_ACTION_RULES;

export const APP_ACTIONS = Object.keys(APP_ACTION_RULES) as AppAction[];

/** The server permissions the app asks the OMS about at login (each once). */
export const SERVER_PERMISSION_IDS: readonly string[] = [...new Set(Object.values(APP_ACTION_RULES).flat())];

export function deriveAppActions(serverPermissions: Iterable<string>): AppAction[] {
  const held = new Set(serverPermissions);
  return APP_ACTIONS.filter((action) => APP_ACTION_RULES[action].some((permission) => held.has(permission)));
}
